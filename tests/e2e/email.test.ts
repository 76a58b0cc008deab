import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { waitForLink } from '../support/mail-outbox';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
const outbox = inject('mailOutbox');
let browser: Browser;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'admin');
  await createAccount(baseUrl, 'erin', 'erin-pass');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('email', () => {
  it('sets an address in Settings > Email, verifies it from the mailed link, and picks notifications by email', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'erin', 'erin-pass');
    await page.getByRole('button', { name: 'Account menu: @erin' }).first().waitFor();
    await page.goto(`${baseUrl}/settings/email`);
    const section = page.getByRole('main').getByRole('region', { name: 'Email' });
    const form = section.getByRole('form', { name: 'Email address' });
    await form.getByLabel('New email address').fill('erin@example.com');
    await form.getByLabel('Password').fill('wrong');
    await form.getByRole('button', { name: 'Save and send a link' }).click();
    await page.getByRole('dialog').getByText('The password is wrong').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    // What was typed stays for another try.
    expect(await form.getByLabel('New email address').inputValue()).toBe('erin@example.com');
    await form.getByLabel('Password').fill('erin-pass');
    await form.getByRole('button', { name: 'Save and send a link' }).click();
    await section.getByText('Not verified yet').waitFor();
    expect(await section.getByRole('switch', { name: 'Mentions' }).isDisabled()).toBe(true);

    const link = await waitForLink(outbox, 'erin@example.com', 'Email verification');
    expect(link).toMatch(new RegExp(`^${baseUrl}/verify-email/[a-z0-9]+$`));
    const verify = await page.context().newPage();
    // A wrong code says so.
    await verify.goto(`${baseUrl}/verify-email/not-a-code`);
    await verify.getByRole('button', { name: 'Verify the address' }).click();
    await verify.getByRole('alert').getByText('This link is not valid or was used already.').waitFor();
    // The mailed link's page verifies the address when asked, not on opening (mail scanners open links too).
    await verify.goto(link);
    await verify.getByRole('heading', { name: 'Verify your email address', level: 1 }).waitFor();
    expect(await section.getByText('Not verified yet').count()).toBe(1);
    await verify.getByRole('button', { name: 'Verify the address' }).click();
    await verify.getByRole('status').getByText('Your email address is verified.').waitFor();
    await verify
      .getByRole('region', { name: 'Verify your email address' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
    await verify.close();
    // The open page learns of it through the stream, without a reload.
    await section.getByText('Verified', { exact: true }).waitFor();
    await section.getByRole('switch', { name: 'Mentions' }).click();
    await expect
      .poll(() => section.getByRole('switch', { name: 'Mentions' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.reload();
    expect(await section.getByRole('switch', { name: 'Mentions' }).getAttribute('aria-checked')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password from the sign-in form through the mailed link, then signs in with the new one', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('erin');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email address').fill('erin@example.com');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await dialog.getByRole('status').getByText('a link is on its way').waitFor();
    await dialog.getByRole('button', { name: 'Back to sign-in' }).click();
    await page.keyboard.press('Escape');

    const link = await waitForLink(outbox, 'erin@example.com', 'Password reset requested');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('erin-new');
    await page.getByLabel('New password again').fill('erin-new');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('status').getByText('Your password is changed.').waitFor();
    // The link is spent.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('again');
    await page.getByLabel('New password again').fill('again');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('alert').getByText('This link has expired or was used already.').waitFor();

    // The page without a token asks for a link, as Misskey's does.
    await page.goto(`${baseUrl}/reset-password`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Send the link' }).waitFor();

    await page.goto(`${baseUrl}/`);
    await signInThroughForm(page, 'erin', 'erin-new');
    await page.getByRole('button', { name: 'Account menu: @erin' }).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('signs up with an email address where the server requires one, and opens the account from the mailed link', async () => {
    await callAs(baseUrl, admin, 'admin/update-meta', { emailRequiredForSignup: true });
    try {
      const { page, problems } = await openPage(browser, baseUrl, null, '/');
      await page.getByRole('main').getByRole('button', { name: 'Join this server' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill('fern');
      await dialog.getByLabel('Password').fill('fern-pass');
      await dialog.getByLabel('Email address').fill('fern@example.com');
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await dialog.getByRole('status').getByText('open the link sent to fern@example.com').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      const link = await waitForLink(outbox, 'fern@example.com', 'Signup');
      await page.goto(link);
      await page.getByRole('button', { name: 'Open my account' }).click();
      await page.getByRole('button', { name: 'Account menu: @fern' }).first().waitFor();
      // Signed in through the form later with the password chosen at sign-up.
      const me = await callAs<{ email: string; emailVerified: boolean }>(baseUrl, admin, 'users/show', {
        username: 'fern',
      });
      expect(me).toBeTruthy();
      expect(problems).toEqual([]);
      await page.context().close();
    } finally {
      await callAs(baseUrl, admin, 'admin/update-meta', { emailRequiredForSignup: false });
    }
  });
});
