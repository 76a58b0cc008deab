import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'tove');
  await createAccount(baseUrl, 'remi', 'remi-pass');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('regenerating the access token', () => {
  it('asks the password, then signs this page and another page of the account out, each with a notice', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'remi', 'remi-pass');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Settings' }).waitFor();
    // A second page of the same account on this device.
    const other = await page.context().newPage();
    await other.goto(`${baseUrl}/`);
    await other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).waitFor();
    await other.waitForLoadState('networkidle');

    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Regenerate access token' }).click();
    const warning = page.getByRole('dialog');
    await warning.getByText('Every device signed in to this account will be signed out').waitFor();
    await warning.getByRole('button', { name: 'OK' }).click();
    const ask = page.getByRole('dialog', { name: 'Enter your password to regenerate the access token' });
    // A wrong password changes nothing.
    await ask.getByRole('textbox', { name: 'Enter your password to regenerate the access token' }).fill('wrong');
    await ask.getByRole('button', { name: 'OK' }).click();
    const failed = page.getByRole('dialog').filter({ hasText: 'The access token was not regenerated.' });
    await failed.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Regenerate access token' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await ask.getByRole('textbox', { name: 'Enter your password to regenerate the access token' }).fill('remi-pass');
    await ask.getByRole('button', { name: 'OK' }).click();

    // Both pages learn of it: a notice, then the welcome page with the sign-in button.
    for (const shown of [page, other]) {
      const notice = shown.getByRole('dialog', { name: 'Signed out' });
      await notice.getByRole('button', { name: 'OK' }).click();
      await shown.getByRole('main').getByRole('button', { name: 'Sign in' }).waitFor();
    }
    // The old token is dead; signing in again works.
    await signInThroughForm(page, 'remi', 'remi-pass');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
