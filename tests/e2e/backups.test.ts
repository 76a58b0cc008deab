import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { createAccount, resetInstance, signInContext, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  account = await createAccount(baseUrl, 'backups');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('preference backups, export and import', () => {
  it('backs the profile up to the server and restores it', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/settings/preferences`);
    await page.getByRole('heading', { name: 'Preferences', exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'no backups found' }).waitFor();

    // Automatic backup needs a profile name first.
    await page.getByRole('switch', { name: 'Back up automatically to the server' }).click();
    await page.getByRole('dialog').getByText('you need to name your profile to enable auto backup').waitFor();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByLabel('Profile name').fill('Laptop');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('switch', { name: 'Back up automatically to the server' }).click();
    expect(
      await page.getByRole('switch', { name: 'Back up automatically to the server' }).getAttribute('aria-checked'),
    ).toBe('true');

    // A backup with the sound on; then the sound is turned off; restoring brings it back.
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByRole('button', { name: 'Restore Laptop' }).waitFor();
    await page.goto(`${baseUrl}/settings/sounds`);
    await page.getByRole('switch', { name: 'Turn all sounds off' }).click();
    await page.goto(`${baseUrl}/settings/preferences`);
    await page.getByRole('button', { name: 'Restore Laptop' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'OK', exact: true }).click()]);
    await page.goto(`${baseUrl}/settings/sounds`);
    expect(await page.getByRole('switch', { name: 'Turn all sounds off' }).getAttribute('aria-checked')).toBe('false');

    // Export to a file, and import it in another browser.
    await page.goto(`${baseUrl}/settings/preferences`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to a file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Laptop.misskeypreferences');
    const content = readFileSync(await download.path(), 'utf8');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${baseUrl}/settings/preferences`);
    await otherPage.getByRole('heading', { name: 'Preferences', exact: true }).waitFor();
    await Promise.all([
      otherPage.waitForEvent('load'),
      otherPage.getByLabel('Import from a file').setInputFiles({
        name: 'Laptop.misskeypreferences',
        mimeType: 'application/json',
        buffer: Buffer.from(content),
      }),
    ]);
    await otherPage.getByRole('heading', { name: 'Preferences', exact: true }).waitFor();
    expect(await otherPage.getByLabel('Profile name').inputValue()).toBe('Laptop');
    await other.close();
    await context.close();
  });
});
