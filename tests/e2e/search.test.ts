import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, createRole, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;
let uma: TestAccount;
let vik: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'wren');
  uma = await createAccount(baseUrl, 'uma');
  vik = await createAccount(baseUrl, 'vik');
  await postNote(baseUrl, vik, { text: 'Sourdough starter, day three' });
  await postNote(baseUrl, admin, { text: 'sourdough is overrated' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('finds people, and notes once a role allows searching them, by words and author', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'uma', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search' }).click();
    await page.getByText('Searching notes is not available for your role').waitFor();
    await page.getByRole('searchbox', { name: 'Search words' }).fill('@vi');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const people = page.getByRole('list', { name: 'People found' });
    await people.getByRole('link', { name: 'vik' }).waitFor();
    // Where people come from, in the address as Misskey's search page keeps it: no one here is elsewhere.
    await page.getByRole('combobox', { name: 'People from' }).selectOption({ label: 'Other servers' });
    await page.getByText('Nobody matches.').waitFor();
    expect(new URL(page.url()).searchParams.get('origin')).toBe('remote');
    await page.getByRole('combobox', { name: 'People from' }).selectOption({ label: 'This server' });
    await people.getByRole('link', { name: 'vik' }).waitFor();

    const role = await createRole(baseUrl, admin, {
      name: 'Searchers',
      policies: { canSearchNotes: { value: true, priority: 0, useDefault: false } },
    });
    await callAs(baseUrl, admin, 'admin/roles/assign', { roleId: role.id, userId: uma.id });
    await page.goto(`${baseUrl}/search?q=sourdough`);
    const found = page.getByRole('feed', { name: 'Notes found' });
    await found.getByText('Sourdough starter, day three').waitFor();
    await found.getByText('sourdough is overrated').waitFor();
    await page.getByRole('textbox', { name: 'Author' }).fill('@vik');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => found.getByText('sourdough is overrated').count()).toBe(0);
    await found.getByText('Sourdough starter, day three').waitFor();
    expect(new URL(page.url()).search).toBe('?q=sourdough&username=vik');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
