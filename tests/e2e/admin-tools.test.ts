import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { mailTo } from '../support/mail-outbox';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
const outbox = inject('mailOutbox');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let browser: Browser;
let ivy: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  // ivy is the first account: the administrator.
  ivy = await createAccount(baseUrl, 'ivy');
  browser = await launchChromium();
});
afterAll(async () => {
  await callAs(baseUrl, ivy, 'admin/update-meta', { enableTestcaptcha: false });
  await browser?.close();
});

describe('the control panel’s files, database and captcha tools', () => {
  it('cleans up files after asking, lists the indexes, and turns on a captcha that sign-up and sign-in then ask for', async () => {
    const kept = await uploadAs(baseUrl, ivy, PNG, 'kept.png', 'image/png');
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    // Files: the clean-up asks first; cancelled, nothing is called.
    await page.goto(`${baseUrl}/admin/files`);
    const files = page.getByRole('list', { name: 'Files' });
    await files.getByRole('link', { name: /kept\.png/ }).waitFor();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/drive/cleanup')) calls.push(r.url());
    });
    await page.getByRole('button', { name: 'Clean up files' }).click();
    const ask = page.getByRole('dialog');
    await ask.getByText('Delete the files of deleted accounts').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Clean up files' }).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/drive/cleanup'));
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect((await answer).status()).toBe(204);
    // ivy's own file is used by nobody else but still owned: it stays.
    await files.getByRole('link', { name: /kept\.png/ }).waitFor();
    expect((await fetch(kept.url)).status).toBe(200);

    // Database: the indexes under the tables, each with its table.
    await page.goto(`${baseUrl}/admin/database`);
    const indexes = page.getByRole('table', { name: 'Indexes' });
    const row = indexes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'drive_files_user' }) });
    await row.getByRole('cell', { name: 'drive_files', exact: true }).waitFor();

    // Security: the test captcha is stored (the form says saved, not "not taken").
    await page.goto(`${baseUrl}/admin/security`);
    const test = page.getByRole('switch', { name: 'Test captcha at sign-up (for trying it out)' });
    expect(await test.isChecked()).toBe(false);
    await test.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    expect((await callAs<{ enableTestcaptcha: boolean }>(baseUrl, ivy, 'admin/meta', {})).enableTestcaptcha).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();

    // A newcomer: sign-up asks for the test captcha's word, and is refused without it.
    const visitor = await openPage(browser, baseUrl, null, '/');
    await visitor.page.getByRole('main').getByRole('button', { name: 'Join this server' }).click();
    const form = visitor.page.getByRole('dialog');
    await form.getByLabel('Username').fill('juniper');
    await form.getByLabel('Password').fill('juniper-pass');
    await form.getByLabel('Test captcha: type “ai-chan-kawaii”').fill('robot');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.getByRole('alert').getByText('The captcha was not passed.').waitFor();
    await form.getByLabel('Test captcha: type “ai-chan-kawaii”').fill('ai-chan-kawaii');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await visitor.page.getByRole('button', { name: 'Account menu: @juniper' }).first().waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();

    // Sign-in asks it too, with the password, for an account without a second factor.
    const again = await openPage(browser, baseUrl, null, '/');
    await again.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const signin = again.page.getByRole('dialog');
    await signin.getByLabel('Username').fill('ivy');
    await again.page.keyboard.press('Enter');
    await signin.getByLabel('Password').fill('test-password');
    const word = signin.getByLabel('Test captcha: type “ai-chan-kawaii”');
    await word.fill('robot');
    await again.page.keyboard.press('Enter');
    await signin.getByRole('alert').getByText('The captcha was not passed.').waitFor();
    await word.fill('ai-chan-kawaii');
    await again.page.keyboard.press('Enter');
    await again.page.getByRole('tab', { name: 'Home' }).waitFor();
    expect(again.problems).toEqual([]);
    await again.page.context().close();
    await callAs(baseUrl, ivy, 'admin/update-meta', { enableTestcaptcha: false });
  });

  it('writes to an account’s email address from its page in the control panel', async () => {
    const jon = await createAccount(baseUrl, 'jon');
    await callAs(baseUrl, jon, 'i/update-email', { email: 'jon@example.com', password: 'test-password' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/admin/user/${jon.id}`);
    const section = page.getByRole('region', { name: 'Send an email' });
    await section.getByText('Goes to jon@example.com').waitFor();
    const send = section.getByRole('button', { name: 'Send the email' });
    expect(await send.isDisabled()).toBe(true);
    await section.getByLabel('Subject').fill('About your account');
    await section.getByLabel('Message').fill('Hello jon,\nplease read the rules.');
    await send.click();
    await expect.poll(() => section.getByLabel('Subject').inputValue()).toBe('');
    await expect
      .poll(() => mailTo(outbox, 'jon@example.com').find((m) => m.subject === 'About your account')?.text)
      .toBe('Hello jon,\nplease read the rules.');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
