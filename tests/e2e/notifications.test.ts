import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  carol = await createAccount(baseUrl, 'carol');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const open = (account: TestAccount | null, path: string) => openPage(browser, baseUrl, account, path);

describe('notifications', () => {
  it('shows a visitor the not-found page with a sign-in prompt', async () => {
    const { page, problems } = await open(null, '/my/notifications');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('counts unread notifications on the menu, lists them, and adds new ones live', async () => {
    const note = await postNote(baseUrl, alice, { text: 'notice me' });
    const { page, problems } = await open(alice, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Notifications' }).waitFor();
    await callAs(baseUrl, bob, 'following/create', { userId: alice.id });
    await menu.getByRole('link', { name: 'Notifications 1 unread' }).click();
    const list = page.getByRole('feed', { name: 'Notifications' });
    await list.getByRole('article', { name: 'bob followed you' }).waitFor();
    // Reading the list marks everything read.
    await menu.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await callAs(baseUrl, bob, 'notes/reactions/create', { noteId: note, reaction: '🎉' });
    await list.getByRole('article', { name: 'bob reacted 🎉' }).waitFor();
    expect(await list.getByRole('article').first().getAttribute('aria-label')).toBe('bob reacted 🎉');
    await page.getByRole('tab', { name: 'Mentions' }).click();
    await page.getByText('No notifications yet.').waitFor();
    await postNote(baseUrl, bob, { text: '@alice hello there' });
    await list.getByRole('article', { name: 'bob mentioned you' }).getByText('hello there').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('accepts a follow request from the notification', async () => {
    await callAs(baseUrl, carol, 'i/update', { isLocked: true });
    await callAs(baseUrl, bob, 'following/create', { userId: carol.id });
    const { page, problems } = await open(carol, '/my/notifications');
    const request = page
      .getByRole('feed', { name: 'Notifications' })
      .getByRole('article', { name: 'bob asked to follow you' });
    await request.getByRole('button', { name: 'Accept' }).click();
    await request.getByText('Request accepted.').waitFor();
    const shown = await callAs<{ isFollowing: boolean }>(baseUrl, bob, 'users/show', { username: 'carol' });
    expect(shown.isFollowing).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
