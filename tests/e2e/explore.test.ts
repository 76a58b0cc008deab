import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let xena: TestAccount;
let yuki: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  xena = await createAccount(baseUrl, 'xena');
  yuki = await createAccount(baseUrl, 'yuki');
  await callAs(baseUrl, xena, 'following/create', { userId: yuki.id });
  const noteId = await postNote(baseUrl, yuki, { text: 'A sunrise worth getting up for' });
  await postNote(baseUrl, yuki, { text: 'nobody reacts to this one' });
  await callAs(baseUrl, xena, 'notes/reactions/create', { noteId, reaction: '👍' });
  // xena (the administrator) pins yuki for explore; yuki carries #photography in her profile.
  await callAs(baseUrl, xena, 'admin/update-meta', { pinnedUsers: ['@yuki'] });
  await callAs(baseUrl, yuki, 'i/update', { description: 'Early riser. #Photography' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('explore', () => {
  it('shows the featured notes and the server’s people', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'xena', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).click();
    const featured = page.getByRole('feed', { name: 'Featured' });
    await featured.getByText('A sunrise worth getting up for').waitFor();
    expect(await featured.getByText('nobody reacts to this one').count()).toBe(0);
    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByRole('list', { name: 'Popular' }).getByRole('link', { name: 'yuki' }).waitFor();
    await page.getByRole('list', { name: 'New here' }).getByRole('link', { name: 'yuki' }).waitFor();
    await page.getByRole('list', { name: 'Pinned by the server' }).getByRole('link', { name: 'yuki' }).waitFor();
    // Other servers' people: this one does not federate, so nobody, said plainly.
    await page.getByRole('tab', { name: 'Other servers' }).click();
    await expect.poll(() => page.getByText('Nobody yet.').count()).toBe(2);
    expect(await page.getByRole('list', { name: 'Pinned by the server' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'This server' }).click();

    // The tags people carry in their profiles lead to those people.
    await page
      .getByRole('list', { name: 'Tags in profiles' })
      .getByRole('link', { name: /#photography/ })
      .click();
    await page.getByRole('heading', { name: '#photography', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'People with #photography' }).getByRole('link', { name: 'yuki' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
