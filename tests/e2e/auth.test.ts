import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';
import { startTessera } from '../support/tessera-process';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  await resetInstance(baseUrl);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function fresh(): Promise<{ page: Page; close(): Promise<void>; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { problems } = guardPage(page);
  return { page, problems, close: () => context.close() };
}

const signedInAs = (page: Page, username: string) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: `Account menu: @${username}` })
    .waitFor();

describe('welcome, setup, sign-up and sign-in', () => {
  it('has a visitor set up the first account, which administers the server', async () => {
    const { page, problems, close } = await fresh();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Set up the administrator' }).waitFor();
    await page.getByLabel('Username').fill('founder');
    await page.getByLabel('Password').fill('founder-pass');
    await page.getByRole('button', { name: 'Create the administrator' }).click();
    await signedInAs(page, 'founder');
    // The server agrees: the account is the administrator.
    const signin = await fetch(`${baseUrl}/api/signin-flow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'founder', password: 'founder-pass' }),
    }).then((r) => r.json() as Promise<{ i: string }>);
    const me = await fetch(`${baseUrl}/api/i`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ i: signin.i }),
    }).then((r) => r.json() as Promise<{ isAdmin: boolean }>);
    expect(me.isAdmin).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a visitor the welcome page, where a second person signs up', async () => {
    const { page, close } = await fresh();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Tessera' }).waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('second');
    await dialog.getByLabel('Password').fill('second-pass');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await signedInAs(page, 'second');
    await close();
  });

  it('signs in in two steps by keyboard, explains a wrong password, and signs out', async () => {
    const { page, close } = await fresh();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('second');
    await page.keyboard.press('Enter');
    const password = dialog.getByLabel('Password');
    await password.waitFor();
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await password.fill('not it');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    await password.fill('second-pass');
    await page.keyboard.press('Enter');
    await signedInAs(page, 'second');

    await page.getByRole('button', { name: 'Account menu: @second' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tessera' }).waitFor();
    expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    await close();
  });

  it('creates a new account from the account menu of someone signed in', async () => {
    const { page, problems, close } = await fresh();
    await page.goto(`${baseUrl}/`);
    await signInThroughForm(page, 'second', 'second-pass');
    await signedInAs(page, 'second');
    await page.getByRole('button', { name: 'Account menu: @second' }).click();
    await page.getByRole('menuitem', { name: 'Create a new account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign up' }).waitFor();
    await dialog.getByLabel('Username').fill('third');
    await dialog.getByLabel('Password').fill('third-pass');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await signedInAs(page, 'third');
    expect(problems).toEqual([]);
    await close();
  });

  it('tells of an unknown user at the first step', async () => {
    const { page, close } = await fresh();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Username').fill('nobody');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'There is no user with that name here.' })
      .waitFor();
    await close();
  });

  it('signs in on a server that limits sign-in as Misskey does, when both steps come within a second', async () => {
    // Tessera's own instance with its rate limits on: one sign-in call a second per address.
    const limited = await startTessera(['--skip-build']);
    try {
      await createAccount(limited.url, 'hasty', 'hasty-pass');
      const { page, problems, close } = await fresh();
      await page.goto(`${limited.url}/`);
      // Both steps at once, as a password manager sends them: the second must wait its turn.
      await signInThroughForm(page, 'hasty', 'hasty-pass');
      await signedInAs(page, 'hasty');
      expect(problems).toEqual([]);
      await close();
    } finally {
      await limited.stop();
    }
  });

  it('says an address has tried to sign in too often when the sign-in limit refuses it (not that nothing more can be made)', async () => {
    const limited = await startTessera(['--skip-build']);
    try {
      await createAccount(limited.url, 'guessed', 'right-pass');
      // Ten wrong guesses from this address, a second apart: the hour's budget of sign-in calls.
      for (let n = 0; n < 10; n++) {
        const answer = await fetch(`${limited.url}/api/signin-flow`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'guessed', password: `wrong-${n}` }),
        });
        expect(answer.status).toBe(403);
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      const { page, problems, close } = await fresh();
      await page.goto(`${limited.url}/`);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill('guessed');
      await page.keyboard.press('Enter');
      const alert = dialog.getByRole('alert');
      await alert.filter({ hasText: 'Too many sign-in attempts from this address' }).waitFor();
      expect(await alert.textContent()).not.toContain('cannot create');
      expect(problems).toEqual([]);
      await close();
    } finally {
      await limited.stop();
    }
  });
});
