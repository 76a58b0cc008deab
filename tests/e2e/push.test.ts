import type { entities } from 'misskey-js';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { callAs, createAccount, resetInstance, signInContext, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page's service worker shows, as its registration lists it. */
interface Shown {
  title: string;
  body: string;
  tag: string;
  actions: string[];
}

const shownNotifications = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
    }));
  });

/**
 * The accounts the page has shared with its worker (their ids), read from the database they
 * share; a push is handed over only once they are there, as one would come later in life.
 */
const sharedAccountIds = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tessera', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('push');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('push', 'readonly').objectStore('push').get('accounts');
          read.onsuccess = () => {
            db.close();
            resolve(((read.result as { id: string }[] | undefined) ?? []).map((a) => a.id));
          };
          read.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );

/** The id DevTools knows the page's worker registration by (ServiceWorker.workerRegistrationUpdated). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseUrl));
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Hands the worker a push message as a push service would (DevTools' deliverPushMessage). */
async function deliver(cdp: CDPSession, id: string, message: unknown): Promise<void> {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseUrl).origin,
    registrationId: id,
    data: JSON.stringify(message),
  });
}

describe('push notifications', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    page = await context.newPage();
    ({ problems } = guardPage(page));
    await page.goto(`${baseUrl}/`);
    await signInThroughForm(page, 'alice', 'test-password');
    await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).first().waitFor();
    // The worker registers once the first view has settled, and takes the page at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('offers the switch in Settings > Notifications, and says why when the browser cannot subscribe', async () => {
    await page.goto(`${baseUrl}/settings/notifications`);
    const toggle = page.getByRole('switch', { name: 'Push notifications on this device' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    // Headless Chromium has no push service: subscribing fails ("Registration failed - permission
    // denied"), so the switch stays off and says why. A browser with one gets the subscription
    // registered and the switch on; the server's half of push is tested in push.test.ts there.
    const outcome = await Promise.race([
      page
        .getByRole('alert')
        .filter({ hasText: 'Push notifications could not be changed' })
        .waitFor()
        .then(() => 'refused' as const),
      page
        .getByRole('switch', { name: 'Push notifications on this device', checked: true })
        .waitFor()
        .then(() => 'on' as const),
    ]);
    if (outcome === 'refused') {
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
    } else {
      const endpoint = await page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null,
      );
      expect(endpoint).not.toBeNull();
      expect(await callAs(baseUrl, alice, 'sw/show-registration', { endpoint })).toMatchObject({ userId: alice.id });
    }
  });

  it("shows a pushed notification as Misskey's worker does, with the actions the account can take", async () => {
    await expect.poll(() => sharedAccountIds(page), { timeout: 10_000 }).toEqual([alice.id]);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    // A real notification of Alice's, packed by the server: Bob follows her.
    await callAs(baseUrl, bob, 'following/create', { userId: alice.id });
    const [follow] = await callAs<entities.Notification[]>(baseUrl, alice, 'i/notifications', {
      includeTypes: ['follow'],
    });
    expect(follow?.type).toBe('follow');
    await deliver(cdp, id, { type: 'notification', body: follow, userId: alice.id, dateTime: Date.now() });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      // Alice does not follow Bob yet: the worker asked the server as her (the token the page
      // shared with it) and offers to follow back.
      .toContainEqual({ title: 'New follower', body: 'bob', tag: '', actions: ['Follow back'] });

    // A mention offers a reply and a like.
    const noteId = (
      await callAs<{ createdNote: { id: string } }>(baseUrl, bob, 'notes/create', { text: '@alice hello there' })
    ).createdNote.id;
    const [mention] = await callAs<entities.Notification[]>(baseUrl, alice, 'i/notifications', {
      includeTypes: ['mention'],
    });
    expect(mention && 'note' in mention ? mention.note.id : null).toBe(noteId);
    await deliver(cdp, id, { type: 'notification', body: mention, userId: alice.id, dateTime: Date.now() });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toContainEqual({ title: 'Mentioned by bob', body: '@alice hello there', tag: '', actions: ['Reply', 'Like'] });

    // Reading them all elsewhere closes them, leaving the quiet one that names the server.
    await deliver(cdp, id, { type: 'readAllNotifications', body: null, userId: alice.id, dateTime: Date.now() });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag), { timeout: 10_000 })
      .toEqual(['read_notification']);
    await cdp.detach();
    expect(problems).toEqual([]);
  });
});

describe('push with several accounts on one device', () => {
  it('acts as the account a push is for, and opening it switches the page to that account', async () => {
    const carol = await createAccount(baseUrl, 'carol');
    // Alice follows Carol, Bob does not: only Bob's token makes the worker offer to follow back.
    await callAs(baseUrl, alice, 'following/create', { userId: carol.id });
    await callAs(baseUrl, carol, 'following/create', { userId: bob.id });
    const [follow] = await callAs<entities.Notification[]>(baseUrl, bob, 'i/notifications', {
      includeTypes: ['follow'],
    });
    expect(follow && 'user' in follow ? follow.user.username : null).toBe('carol');

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await signInContext(context, baseUrl, alice, [bob]);
    const page = await context.newPage();
    const { problems } = guardPage(page);
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await expect
      .poll(async () => (await sharedAccountIds(page)).sort(), { timeout: 10_000 })
      .toEqual([alice.id, bob.id].sort());
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    await deliver(cdp, id, { type: 'notification', body: follow, userId: bob.id, dateTime: Date.now() });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toContainEqual({ title: 'New follower', body: 'carol', tag: '', actions: ['Follow back'] });
    await cdp.detach();

    // Opening Bob's notification while Alice is active: the worker asks the page to show it as
    // Bob (the message its click handler sends), and the page switches to him.
    await page.evaluate((loginId) => {
      navigator.serviceWorker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'tessera:push-open', path: '/my/notifications', loginId } }),
      );
    }, bob.id);
    await page.waitForURL(`${baseUrl}/my/notifications`);
    const current = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('tessera:accounts') ?? '{}') as { current?: string }).current,
    );
    expect(current).toBe(`${new URL(baseUrl).host}/${bob.id}`);
    await page.getByRole('main').getByText('carol', { exact: false }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
