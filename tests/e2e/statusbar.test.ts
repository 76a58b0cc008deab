import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let sol: TestAccount;
let tam: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  sol = await createAccount(baseUrl, 'sol', 'sol-pass');
  tam = await createAccount(baseUrl, 'tam');
  const list = await callAs<{ id: string }>(baseUrl, sol, 'users/lists/create', { name: 'Crew' });
  await callAs(baseUrl, sol, 'users/lists/push', { listId: list.id, userId: tam.id });
  await postNote(baseUrl, tam, { text: 'the **crew** says hi' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('status bars', () => {
  it("are added in Settings after signing in: a list's notes and the federation run along the bottom, kept after a reload", async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'sol', 'sol-pass');
    await page.getByRole('button', { name: 'Account menu: @sol' }).first().waitFor();
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Status bar' }).click();
    const section = page.getByRole('main').getByRole('region', { name: 'Status bar' });
    await section.getByText('No status bars yet.').waitFor();

    await section.getByRole('button', { name: 'Add a status bar' }).click();
    const first = section.getByRole('group', { name: /^Bar 1/ });
    await first.getByLabel('Kind').selectOption({ label: 'List timeline' });
    await first.getByLabel('List', { exact: true }).selectOption({ label: 'Crew' });
    const bars = page.getByRole('complementary', { name: 'Status bar' });
    const listBar = bars.getByRole('region', { name: 'LIST' });
    // The note's words as plain text, with who wrote them.
    await listBar.getByRole('listitem').filter({ hasText: 'tam: the crew says hi' }).waitFor();

    await section.getByRole('button', { name: 'Add a status bar' }).click();
    const second = section.getByRole('group', { name: /^Bar 2/ });
    await second.getByLabel('Kind').selectOption({ label: 'Federation' });
    await second.getByLabel('Label').fill('SERVERS');
    await second.getByLabel('Label').press('Enter');
    await second.getByLabel('Size').selectOption({ label: 'Large' });
    await second.getByRole('switch', { name: 'Black' }).click();
    const serversBar = bars.getByRole('region', { name: 'SERVERS' });
    await serversBar.getByText('This server does not federate with others.').waitFor();
    await second.getByRole('button', { name: 'Move up' }).click();
    await section.getByRole('group', { name: 'Bar 1: SERVERS' }).waitFor();

    // The page keeps the bars' room free at its bottom.
    const height = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--statusbars-height'),
    );
    expect(Number.parseFloat(height)).toBeGreaterThan(50);

    await page.reload();
    await serversBar.waitFor();
    await listBar.getByText('the crew says hi').waitFor();
    expect(await bars.getByRole('region').evaluateAll((all) => all.map((el) => el.getAttribute('aria-label')))).toEqual(
      ['SERVERS', 'LIST'],
    );
    expect(await serversBar.getAttribute('data-black')).toBe('true');

    await section.getByRole('button', { name: 'Remove the bar SERVERS' }).click();
    await serversBar.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'Remove the bar LIST' }).click();
    await bars.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
