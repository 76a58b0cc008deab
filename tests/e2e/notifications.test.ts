import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type HeldSocket, holdStreamSockets } from '../support/held-stream';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

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

  it('toasts a new notification, lists them, and adds new ones live', async () => {
    const note = await postNote(baseUrl, alice, { text: 'notice me' });
    // Her first note earns an achievement when the page loads, with a notification of its own:
    // had already, it leaves the count to the notifications under test.
    await callAs(baseUrl, alice, 'i/claim-achievement', { name: 'notes1' });
    await callAs(baseUrl, alice, 'notifications/mark-all-as-read', {});
    const { page, problems } = await open(alice, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Notifications' }).waitFor();
    await page.getByRole('region', { name: 'New notifications' }).waitFor({ state: 'attached' });
    // The live listeners start once the first view has settled (no request left in flight).
    await page.waitForLoadState('networkidle');
    await callAs(baseUrl, bob, 'following/create', { userId: alice.id });
    // Seen as a toast while the page is visible, so it counts as read rather than unread.
    await page
      .getByRole('region', { name: 'New notifications' })
      .getByRole('article', { name: 'bob followed you' })
      .waitFor();
    await menu.getByRole('link', { name: 'Notifications', exact: true }).click();
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

  it("shows B's reply to A as a toast, counts what A missed, and clears it with mark all as read", async () => {
    const dave = await createAccount(baseUrl, 'dave');
    const erin = await createAccount(baseUrl, 'erin');
    const first = await postNote(baseUrl, dave, { text: 'anyone there?' });
    // His first note's achievement, had already, so the page load claims nothing that counts.
    await callAs(baseUrl, dave, 'i/claim-achievement', { name: 'notes1' });
    await callAs(baseUrl, dave, 'notifications/mark-all-as-read', {});
    // Erin answers while Dave is away: an unread notification waits for him.
    await postNote(baseUrl, erin, { text: 'I am here', replyId: first });
    const { page, problems } = await open(dave, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Notifications 1 unread' }).waitFor();

    // A reply while he watches comes as a toast, which goes after six seconds.
    const toasts = page.getByRole('region', { name: 'New notifications' });
    await toasts.waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await postNote(baseUrl, erin, { text: 'still here', replyId: first });
    const toast = toasts.getByRole('article', { name: 'erin replied' });
    await toast.waitFor();
    await toast.waitFor({ state: 'detached', timeout: 10_000 });

    // The widget's button marks everything read; the count goes.
    await page.getByRole('complementary').getByRole('button', { name: 'Mark all as read' }).click();
    await menu.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    const me = await callAs<{ unreadNotificationsCount: number }>(baseUrl, dave, 'i');
    expect(me.unreadNotificationsCount).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lists every kind with its own words, grouped reactions together, and filters by type', async () => {
    const frank = await createAccount(baseUrl, 'frank');
    const note = await postNote(baseUrl, frank, { text: 'react to this' });
    await callAs(baseUrl, alice, 'notes/reactions/create', { noteId: note, reaction: '👍' });
    await callAs(baseUrl, bob, 'notes/reactions/create', { noteId: note, reaction: '🎉' });
    await callAs(baseUrl, bob, 'following/create', { userId: frank.id });
    // The later strings come late (a busy machine): the filter's rows are named by the page's own.
    let releaseLater = () => {};
    const laterHeld = new Promise<void>((resolve) => {
      releaseLater = resolve;
    });
    const { page, problems } = await openPage(browser, baseUrl, frank, '/my/notifications', {
      blockServiceWorkers: true,
      prepare: async (context) => {
        await context.route('**/assets/locales/*/_later.*', async (route) => {
          await laterHeld;
          await route.continue();
        });
      },
    });
    const list = page.getByRole('feed', { name: 'Notifications' });
    await list.getByRole('article', { name: '2 reactions to your note' }).waitFor();
    await list.getByRole('article', { name: 'bob followed you' }).waitFor();
    await page.getByRole('button', { name: 'Types' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Follows' }).click();
    releaseLater();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Types (1 hidden)' }).waitFor();
    await list.getByRole('article', { name: 'bob followed you' }).waitFor({ state: 'detached' });
    await list.getByRole('article', { name: '2 reactions to your note' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("quotes a note's words as plain text, MFM functions dropped, in the list, a toast and a desktop notification", async () => {
    const hana = await createAccount(baseUrl, 'hana');
    const note = await postNote(baseUrl, hana, { text: 'My $[jelly ferns] are **finally** $[x2 growing]' });
    await callAs(baseUrl, bob, 'notes/reactions/create', { noteId: note, reaction: '🎉' });
    // Her first note earns an achievement when the page loads; had already, it stays out of the way.
    await callAs(baseUrl, hana, 'i/claim-achievement', { name: 'notes1' });
    // A desktop notification is recorded instead of shown, and MFM's parser and renderer come late
    // (a slow network), after the notifications are drawn.
    const { page, problems } = await openPage(browser, baseUrl, null, '/', {
      blockServiceWorkers: true,
      prepare: async (context) => {
        await context.route('**/client-assets/*.js', async (route) => {
          const response = await route.fetch();
          const code = await response.text();
          if (code.includes('mfm-code-block')) await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.fulfill({ response, body: code });
        });
        await context.addInitScript(() => {
          const shown: string[] = [];
          (window as unknown as { shownBodies: string[] }).shownBodies = shown;
          class Recorded {
            static permission = 'granted';
            constructor(_title: string, options?: { body?: string }) {
              shown.push(options?.body ?? '');
            }
          }
          Object.defineProperty(window, 'Notification', { configurable: true, value: Recorded });
        });
      },
    });
    await signInThroughForm(page, 'hana', 'test-password');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: /^Notifications/ }).waitFor();
    // The notifications page as the first page drawn, before MFM's parser has come.
    await page.goto(`${baseUrl}/my/notifications`);
    const list = page.getByRole('feed', { name: 'Notifications' });
    const words = 'My ferns are finally growing';
    const quoted = list.getByRole('article', { name: 'bob reacted 🎉' }).getByRole('link', { name: words });
    await quoted.waitFor();
    expect(await list.getByRole('article', { name: 'bob reacted 🎉' }).textContent()).not.toContain('$[');
    // A toast, away from the notifications page.
    await menu.getByRole('link', { name: 'Timeline' }).click();
    await page.waitForLoadState('networkidle');
    await callAs(baseUrl, carol, 'notes/reactions/create', { noteId: note, reaction: '👍' });
    const toasts = page.getByRole('region', { name: 'New notifications' });
    await toasts.getByRole('article', { name: 'carol reacted 👍' }).getByRole('link', { name: words }).waitFor();
    // A desktop notification, while the tab is in the background.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await callAs(baseUrl, alice, 'notes/reactions/create', { noteId: note, reaction: '👀' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownBodies: string[] }).shownBodies))
      .toContain(words);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('after signing in through the form, counts what waited and what arrives, without a reload', async () => {
    const gina = await createAccount(baseUrl, 'gina');
    // Her first follower earns an achievement at sign-in, with a notification of its own: had
    // already, it leaves the count to the notifications under test.
    await callAs(baseUrl, gina, 'i/claim-achievement', { name: 'followers1' });
    await callAs(baseUrl, gina, 'notifications/mark-all-as-read', {});
    await callAs(baseUrl, bob, 'following/create', { userId: gina.id });
    const { page, problems } = await open(null, '/');
    await signInThroughForm(page, 'gina', 'test-password');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // Bob's follow, and the sign-in itself: the instance tells the account of it, as Misskey does.
    await menu.getByRole('link', { name: 'Notifications 2 unread' }).waitFor();
    // Not shown as a toast while the tab is in the background: it adds to the count.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await postNote(baseUrl, carol, { text: '@gina welcome' });
    await menu.getByRole('link', { name: 'Notifications 3 unread' }).waitFor();
    await menu.getByRole('link', { name: 'Notifications 3 unread' }).click();
    await page
      .getByRole('feed', { name: 'Notifications' })
      .getByRole('article', { name: 'Someone signed in to your account' })
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("tells a voter who signed in through the form that a poll ended, with the poll's results", async () => {
    const pia = await createAccount(baseUrl, 'pia');
    const { page, problems } = await open(null, '/');
    await signInThroughForm(page, 'pia', 'test-password');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: /^Notifications/ }).waitFor();
    // Misskey takes an end a moment away (expiredAfter from 1 ms): a few seconds leave time to vote.
    const id = await postNote(baseUrl, alice, {
      text: 'soup or salad?',
      poll: { choices: ['soup', 'salad'], multiple: false, expiredAfter: 8000 },
    });
    await page.goto(`${baseUrl}/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'salad', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await note.getByText('1 vote in all', { exact: false }).waitFor();
    await menu.getByRole('link', { name: /^Notifications/ }).click();
    const ended = page.getByRole('feed', { name: 'Notifications' }).getByRole('article', { name: 'A poll has ended' });
    await ended.waitFor({ timeout: 20_000 });
    // The note is shown whole: its poll closed, with the count of each choice.
    await ended.getByRole('button', { name: /salad\s*1 vote/ }).waitFor();
    await ended.getByText('Closed', { exact: false }).waitFor();
    expect(await callAs<unknown[]>(baseUrl, pia, 'i/notifications', { includeTypes: ['pollEnded'] })).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('stops a kind of notification from Settings > Notifications, kept on the account', async () => {
    const nora = await createAccount(baseUrl, 'nora');
    const { page, problems } = await open(nora, '/settings/notifications');
    const section = page.getByRole('main').getByRole('region', { name: 'Notifications' });
    await section.getByRole('combobox', { name: 'Reactions' }).selectOption({ label: 'Nobody (off)' });
    await expect
      .poll(
        async () =>
          (await callAs<{ notificationRecieveConfig: Record<string, { type: string }> }>(baseUrl, nora, 'i', {}))
            .notificationRecieveConfig.reaction?.type,
      )
      .toBe('never');
    const note = await postNote(baseUrl, nora, { text: 'react if you like' });
    await callAs(baseUrl, bob, 'notes/reactions/create', { noteId: note, reaction: '👍' });
    await callAs(baseUrl, bob, 'following/create', { userId: nora.id });
    await page.reload();
    expect(await section.getByRole('combobox', { name: 'Reactions' }).inputValue()).toBe('never');
    await page.goto(`${baseUrl}/my/notifications`);
    const list = page.getByRole('feed');
    await list.getByRole('article', { name: /bob followed you/ }).waitFor();
    expect(await list.getByRole('article', { name: /reacted/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends a test notification from the settings, and deletes them all', async () => {
    const olga = await createAccount(baseUrl, 'olga');
    await callAs(baseUrl, bob, 'following/create', { userId: olga.id });
    const { page, problems } = await open(olga, '/settings/notifications');
    const section = page.getByRole('main').getByRole('region', { name: 'Notifications' });
    await section.getByRole('button', { name: 'Send a test notification' }).click();
    await page
      .getByRole('region', { name: 'New notifications' })
      .getByRole('article', { name: 'A test notification' })
      .waitFor();
    await section.getByRole('button', { name: 'Delete all notifications' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await callAs<unknown[]>(baseUrl, olga, 'i/notifications', {})).length).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Notifications', exact: true })
      .click();
    await page.getByText('No notifications yet.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('counts a follow that came while the stream was connecting, and one while it was reconnecting', async () => {
    const henry = await createAccount(baseUrl, 'henry');
    // His first follower's achievement, had already, so only the follows under test count.
    await callAs(baseUrl, henry, 'i/claim-achievement', { name: 'followers1' });
    await callAs(baseUrl, henry, 'notifications/mark-all-as-read', {});
    let sockets: HeldSocket[] = [];
    const { page, problems } = await openPage(browser, baseUrl, henry, '/', {
      prepare: async (context) => {
        sockets = await holdStreamSockets(context);
      },
    });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    /** Waits until the nth socket has spoken, lets a moment pass (the page reads what it reads at once), follows, then connects it. */
    const followWhileHeld = async (n: number, follower: TestAccount) => {
      await expect.poll(() => sockets[n]?.queued.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(700);
      await callAs(baseUrl, follower, 'following/create', { userId: henry.id });
      sockets[n]?.release();
    };

    await menu.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await followWhileHeld(0, bob);
    await menu.getByRole('link', { name: 'Notifications 1 unread' }).waitFor();

    // The connection drops; a follow comes while the page reconnects.
    await sockets[0]?.cut();
    await followWhileHeld(1, carol);
    await menu.getByRole('link', { name: 'Notifications 2 unread' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
