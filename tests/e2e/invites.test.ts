import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'hazel');
  await createAccount(baseUrl, 'ivy');
  await callAs(baseUrl, admin, 'admin/update-meta', { disableRegistration: true });
  await callAs(baseUrl, admin, 'admin/roles/update-default-policies', {
    policies: { canInvite: true, inviteLimit: 2, inviteLimitCycle: 60 },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await callAs(baseUrl, admin, 'admin/update-meta', { disableRegistration: false });
  await callAs(baseUrl, admin, 'admin/roles/update-default-policies', { policies: {} });
  await browser?.close();
});

describe('invitations', () => {
  it('lets a member make a code from the about menu, which lets a newcomer in once while sign-up is closed', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ivy', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Invite' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    await main.getByText('You have not made an invitation code yet.').waitFor();
    await main.getByText('2 left for now').waitFor();
    await main.getByRole('button', { name: 'Make an invitation code' }).click();
    const codes = main.getByRole('list', { name: 'Your invitation codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(1);
    await main.getByText('1 left for now').waitFor();
    const code = (await codes.first().locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}/);
    await codes.first().getByText('Unused').waitFor();

    // A newcomer in another browser: the sign-up form asks for the code.
    const visitor = await openPage(browser, baseUrl, null, '/');
    const form = visitor.page.getByRole('dialog');
    await visitor.page.getByRole('main').getByRole('button', { name: 'Join this server' }).click();
    await form.getByLabel('Username').fill('juniper');
    await form.getByLabel('Password').fill('juniper-pass');
    await form.getByLabel('Invitation code').fill('WRONGCODE');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.getByRole('alert').getByText('That invitation code is not valid').waitFor();
    // What was typed stays.
    expect(await form.getByLabel('Username').inputValue()).toBe('juniper');
    await form.getByLabel('Invitation code').fill(code);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await visitor.page.getByRole('button', { name: 'Account menu: @juniper' }).first().waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();

    await page.reload();
    await codes.first().getByText('Used', { exact: true }).waitFor();
    await codes.first().getByRole('link', { name: '@juniper' }).waitFor();
    // A used code cannot be withdrawn; a new unused one can.
    expect(
      await codes
        .first()
        .getByRole('button', { name: /^Withdraw/ })
        .count(),
    ).toBe(0);
    await main.getByRole('button', { name: 'Make an invitation code' }).click();
    await expect.poll(() => codes.count()).toBe(2);
    await expect.poll(() => main.getByRole('button', { name: 'Make an invitation code' }).isDisabled()).toBe(true);
    const fresh = (await codes.first().locator('code').textContent()) ?? '';
    await codes
      .first()
      .getByRole('button', { name: `Withdraw ${fresh}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => codes.count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
