import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let quinn: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'rosa');
  quinn = await createAccount(baseUrl, 'quinn');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('lookup', () => {
  it('opens users and hashtags from the Lookup dialog, and says why a remote address failed', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'quinn', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const ask = async (text: string) => {
      await menu
        .getByRole('button', { name: 'Lookup' })
        .or(menu.getByRole('link', { name: 'Lookup' }))
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Lookup' });
      await dialog.getByRole('textbox').fill(text);
      await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    };
    await ask('@rosa');
    await page.getByRole('heading', { name: 'rosa' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/@rosa');

    await ask('#gardening');
    await page.getByRole('heading', { name: '#gardening' }).waitFor();

    await ask('https://elsewhere.example/notes/abc');
    await page.getByRole('dialog').getByText('The request failed').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes remote-follow links (/authorize-follow) to the account', async () => {
    const { page, problems } = await openPage(browser, baseUrl, quinn, '/authorize-follow?acct=@rosa');
    await page.getByRole('heading', { name: 'rosa' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/@rosa');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
