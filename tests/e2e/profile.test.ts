import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

// A 1x1 PNG, for a note with a file.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  carol = await createAccount(baseUrl, 'carol');
  await callAs(baseUrl, bob, 'i/update', {
    name: 'Bob Builder',
    description: 'I make **things** #woodwork',
    fields: [{ name: 'Workshop', value: 'https://bob.example' }],
  });
  await callAs(baseUrl, carol, 'i/update', { isLocked: true });
  await postNote(baseUrl, bob, { text: 'plain words' });
  const form = new FormData();
  form.append('i', bob.token);
  form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'pixel.png');
  const file = (await (await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form })).json()) as {
    id: string;
  };
  await postNote(baseUrl, bob, { text: 'with a picture', fileIds: [file.id] });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const open = (account: TestAccount | null, path: string) => openPage(browser, baseUrl, account, path);

describe('profiles', () => {
  it('shows who someone is and what they posted, with their pictures as a gallery on the files tab', async () => {
    const { page, problems } = await open(alice, '/@bob');
    await page.getByRole('heading', { level: 1, name: 'Bob Builder' }).waitFor();
    const header = page.getByRole('region', { name: 'Profile of Bob Builder' });
    await header.locator('b', { hasText: 'things' }).waitFor();
    await header.getByRole('link', { name: '#woodwork' }).waitFor();
    await header.getByRole('link', { name: 'https://bob.example' }).waitFor();
    await header.getByRole('link', { name: '2 notes' }).waitFor();
    const notes = page.getByRole('feed', { name: 'Notes' });
    await notes.getByText('plain words').waitFor();
    await page.getByRole('link', { name: 'Files' }).click();
    await page.waitForURL(/\/@bob\/files$/);
    // The files tab is a gallery of their media; a picture opens in the viewer, which Back closes.
    const files = page.getByRole('region', { name: 'Files' });
    await files.getByRole('button', { name: 'pixel.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await viewer.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Media viewer');
    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    await page.waitForURL(/\/@bob\/files$/);
    expect(await files.getByRole('button').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows and unfollows, and the followers list agrees', async () => {
    const { page, problems } = await open(alice, '/@bob');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    // As in Misskey, following waits for a yes (alwaysConfirmFollow, on until turned off).
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Follow Bob Builder?' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    const shown = await callAs<{ isFollowing: boolean }>(baseUrl, alice, 'users/show', { username: 'bob' });
    expect(shown.isFollowing).toBe(true);
    await page.getByRole('link', { name: '1 follower' }).click();
    await page.waitForURL(/\/@bob\/followers$/);
    await page.getByRole('list', { name: 'Followers' }).getByRole('link', { name: 'alice' }).waitFor();
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await page.getByText('No followers yet.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks a locked account, and takes the request back', async () => {
    const { page, problems } = await open(alice, '/@carol');
    await page.getByRole('button', { name: 'Request to follow' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Follow carol?' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await page.getByRole('button', { name: 'Cancel follow request' }).click();
    await page.getByRole('button', { name: 'Request to follow' }).waitFor();
    const shown = await callAs<{ hasPendingFollowRequestFromYou: boolean }>(baseUrl, alice, 'users/show', {
      username: 'carol',
    });
    expect(shown.hasPendingFollowRequestFromYou).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('answers follow requests on /my/follow-requests after signing in: accepts one, sees the one it sent', async () => {
    await callAs(baseUrl, alice, 'following/create', { userId: carol.id });
    await callAs(baseUrl, bob, 'following/create', { userId: carol.id });
    await callAs(baseUrl, bob, 'i/update', { isLocked: true });
    await callAs(baseUrl, carol, 'following/create', { userId: bob.id });
    const { page, problems } = await open(null, '/');
    await signInThroughForm(page, 'carol', 'test-password');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Follow requests' }).click();
    const received = page.getByRole('list', { name: 'Received' });
    await received.getByRole('button', { name: 'Accept alice' }).click();
    await page.getByText('alice follows you now.').waitFor();
    await received.getByRole('button', { name: 'Reject Bob Builder' }).click();
    await received.getByRole('button', { name: 'Reject Bob Builder' }).waitFor({ state: 'detached' });
    const followers = await callAs<{ follower: { username: string } }[]>(baseUrl, carol, 'users/followers', {
      userId: carol.id,
    });
    expect(followers.map((f) => f.follower.username)).toEqual(['alice']);
    await page.getByRole('tab', { name: 'Sent' }).click();
    const sent = page.getByRole('list', { name: 'Sent' });
    await sent.getByRole('button', { name: 'Cancel the request to Bob Builder' }).click();
    await page.getByText('None of your requests is waiting.').waitFor();
    await callAs(baseUrl, bob, 'i/update', { isLocked: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a visitor look, and asks them to sign in to follow', async () => {
    const { page, problems } = await open(null, '/@bob/following');
    await page.getByRole('heading', { level: 1, name: 'Bob Builder' }).waitFor();
    await page.getByText('Not following anyone yet.').waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers the user menu and says plainly when a user does not exist', async () => {
    const { page } = await open(alice, '/@bob');
    await page.getByRole('button', { name: 'More about @bob' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/@nobody`);
    await page.getByRole('heading', { name: 'This user cannot be found.' }).waitFor();
    await page.context().close();
  });

  it('pins a note to the profile from its menu, shows it above the others, and unpins it', async () => {
    await postNote(baseUrl, carol, { text: 'the note carol stands by' });
    await postNote(baseUrl, carol, { text: 'a later note' });
    const { page, problems } = await openPage(browser, baseUrl, carol, '/@carol');
    const feed = page.getByRole('feed');
    const note = feed.getByRole('article').filter({ hasText: 'the note carol stands by' });
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Pin to profile' }).click();
    await page.reload();
    const pinned = page.getByRole('region', { name: 'Pinned notes' });
    await pinned.getByText('the note carol stands by').waitFor();
    // Others see it pinned too.
    const other = await openPage(browser, baseUrl, bob, '/@carol');
    await other.page.getByRole('region', { name: 'Pinned notes' }).getByText('the note carol stands by').waitFor();
    await other.page.context().close();

    await pinned.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Unpin from profile' }).click();
    await page.reload();
    await feed.getByText('a later note').waitFor();
    expect(await page.getByRole('region', { name: 'Pinned notes' }).count()).toBe(0);
    expect([...problems, ...other.problems]).toEqual([]);
    await page.context().close();
  });

  it('wears an avatar decoration the server offers, turned and mirrored, and takes it off', async () => {
    const form = new FormData();
    form.append('i', alice.token);
    form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'halo.png');
    const image = (await (await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form })).json()) as {
      url: string;
    };
    await callAs(baseUrl, alice, 'admin/avatar-decorations/create', {
      name: 'Halo',
      description: 'A ring',
      url: image.url,
    });
    const { page, problems } = await openPage(browser, baseUrl, bob, '/settings/avatar-decoration');
    const section = page.getByRole('main').getByRole('region', { name: 'Avatar decoration' });
    await section.getByRole('list', { name: 'Decorations' }).getByRole('button', { name: /Halo/ }).click();
    const angle = section.getByRole('slider', { name: 'Angle' });
    await angle.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await angle.getAttribute('aria-valuetext')).toBe('18°');
    await section.getByRole('switch', { name: 'Mirror' }).click();
    await section.getByRole('button', { name: 'Wear' }).click();
    await section.getByRole('button', { name: /Halo/ }).getByText('Worn').waitFor();
    const me = await callAs<{ avatarDecorations: { angle: number; flipH: boolean }[] }>(baseUrl, bob, 'i', {});
    expect(me.avatarDecorations).toEqual([expect.objectContaining({ angle: 0.05, flipH: true })]);

    await page.reload();
    await section.getByRole('button', { name: /Halo/ }).click();
    await section.getByRole('button', { name: 'Take off' }).click();
    await expect
      .poll(async () => (await callAs<{ avatarDecorations: unknown[] }>(baseUrl, bob, 'i', {})).avatarDecorations)
      .toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
