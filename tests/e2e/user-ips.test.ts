import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let jon: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  // ivy is the first account: the administrator.
  await createAccount(baseUrl, 'ivy');
  jon = await createAccount(baseUrl, 'jon');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a user's addresses in the control panel", () => {
  it('are kept once the administrator turns IP logging on, and listed on the user’s page', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    // Off by default, as in Misskey: jon's calls leave nothing.
    await callAs(baseUrl, jon, 'i');
    await page.goto(`${baseUrl}/admin/user/${jon.id}`);
    const section = page.getByRole('region', { name: 'Addresses used' });
    await section.getByText('No addresses recorded.').waitFor();

    await page.goto(`${baseUrl}/admin/security`);
    const logging = page.getByRole('switch', { name: 'Record the IP addresses accounts connect from' });
    expect(await logging.isChecked()).toBe(false);
    await logging.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    await callAs(baseUrl, jon, 'i');
    await page.goto(`${baseUrl}/admin/user/${jon.id}`);
    const row = section.getByRole('row').filter({ hasText: /127\.0\.0\.1|::1/ });
    await row.waitFor();
    expect(await section.getByRole('row').count()).toBe(2); // the header and one address
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
