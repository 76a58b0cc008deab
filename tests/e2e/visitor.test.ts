import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'wren');
  await callAs(baseUrl, admin, 'admin/update-meta', {
    name: 'Meadow',
    description: 'Notes about **meadows**.',
  });
  await postNote(baseUrl, admin, { text: 'the first cowslips are out' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the visitor layout', () => {
  it('welcomes a visitor with the server, its numbers and its live local timeline; signing up leaves it', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    const bar = page.getByRole('banner');
    await bar.getByRole('link', { name: 'Meadow' }).waitFor();
    // No sidebar, no widgets: the visitor's menu is in the bar.
    await bar.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Widgets' }).count()).toBe(0);

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meadow', level: 1 }).waitFor();
    await main.getByText('meadows').waitFor();
    const numbers = main.getByRole('definition');
    await expect.poll(() => numbers.allTextContents()).toEqual(['1', '1', '1']); // users, notes, online (the admin just posted)

    const timeline = main.getByRole('region', { name: 'A look at the local timeline' });
    await timeline.getByText('the first cowslips are out').waitFor();
    await postNote(baseUrl, admin, { text: 'and the bees found them' });
    await timeline.getByText('and the bees found them').waitFor();

    // Other pages keep the bar.
    await bar.getByRole('link', { name: 'Explore' }).click();
    await main.getByRole('heading', { name: 'Explore', level: 1 }).waitFor();
    await bar.getByRole('link', { name: 'Meadow' }).click();

    await main.getByRole('button', { name: 'Join this server' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('sorrel');
    await dialog.getByLabel('Password').fill('sorrel-pass');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    // Signed in: the default layout, with the sidebar and the account.
    await page.getByRole('button', { name: 'Account menu: @sorrel' }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a phone: the bar wraps its menu under the name and the way in', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/explore', {
      viewport: { width: 390, height: 800 },
    });
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
