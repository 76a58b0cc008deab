import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const DAY = 24 * 3_600_000;
let browser: Browser;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'admin');
  const oona = await createAccount(baseUrl, 'oona');
  // As if oona had opened her account five days ago.
  const db = new Database(join(dataDir, 'tessera.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(Date.now() - 5 * DAY, oona.id);
  db.close();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Spec 001: the donation notice shows to accounts older than 3 days, until "never show again".
describe('the donation notice', () => {
  it('asks an account older than three days to support Misskey, stays gone after "Don’t show again", and Settings can turn it back on', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'oona', 'test-password');
    const notice = page.getByRole('region', { name: 'Help Misskey keep going' });
    await notice.waitFor();
    const donate = notice.getByRole('link', { name: 'Support Misskey' });
    expect(await donate.getAttribute('href')).toBe('https://misskey-hub.net/docs/donate/');
    await notice.getByRole('button', { name: "Don't show again" }).click();
    await notice.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    // Long enough for the first view to settle and the notice to have been considered.
    await page.waitForTimeout(2_000);
    expect(await notice.count()).toBe(0);

    // Settings > Preferences shows the choice, and takes it back.
    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    const neverAsk = preferences.getByRole('switch', { name: 'Never ask me to support Misskey' });
    expect(await neverAsk.isChecked()).toBe(true);
    await neverAsk.click();
    await expect.poll(() => neverAsk.isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
