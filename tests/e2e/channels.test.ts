import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let lena: TestAccount;
let milo: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  lena = await createAccount(baseUrl, 'lena');
  milo = await createAccount(baseUrl, 'milo');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('channels', () => {
  it('creates a channel, posts into it, reads it live there and at home only once followed', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'lena', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Channels' }).click();
    await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New channel' }).click();
    const form = page.getByRole('form', { name: 'New channel' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Birdwatching');
    await form.getByRole('textbox', { name: 'Description' }).fill('Sightings and **songs**');
    await form.getByRole('switch', { name: 'Allow renotes outside the channel' }).click();
    await form.getByRole('button', { name: 'Create channel' }).click();

    // The channel's page: its description, and a post form in channel mode.
    await page.getByRole('heading', { name: 'Birdwatching', level: 1 }).waitFor();
    await page.getByText('Sightings and').waitFor();
    const postForm = page.getByRole('form', { name: 'New note' });
    await postForm.getByText('Posting to the channel Birdwatching').waitFor();
    await postForm.getByRole('textbox', { name: 'Text' }).fill('A heron at the pond this morning');
    await postForm.getByRole('button', { name: 'Post', exact: true }).click();
    const feed = page.getByRole('feed', { name: 'Notes in Birdwatching' });
    await feed.getByText('A heron at the pond this morning').waitFor();
    const [channel] = await callAs<entities.Channel[]>(baseUrl, lena, 'channels/owned', {});
    expect(channel).toMatchObject({ name: 'Birdwatching', allowRenoteToExternal: false, notesCount: 1 });

    // milo's note in the channel arrives live.
    await postNote(baseUrl, milo, { text: 'Two kingfishers by the bridge', channelId: channel?.id });
    await feed.getByText('Two kingfishers by the bridge').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    // milo does not follow the channel: its notes are not in his home; once he follows, they are.
    const other = await openPage(browser, baseUrl, milo, `/channels/${channel?.id}`);
    await other.page.getByRole('heading', { name: 'Birdwatching', level: 1 }).waitFor();
    const home = async () =>
      (await callAs<entities.Note[]>(baseUrl, milo, 'notes/timeline', { limit: 30 })).map((n) => n.text);
    await postNote(baseUrl, lena, { text: 'An owl at dusk', channelId: channel?.id });
    expect(await home()).not.toContain('An owl at dusk');
    await other.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await other.page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await other.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await other.page.getByRole('tab', { name: 'Home' }).click();
    await other.page.getByRole('feed').getByText('An owl at dusk').waitFor();
    // The note says which channel it is in.
    await other.page
      .getByRole('article')
      .filter({ hasText: 'An owl at dusk' })
      .getByRole('link', { name: 'In the channel Birdwatching' })
      .waitFor();
    expect(other.problems).toEqual([]);
    await other.page.context().close();
  });

  it('finds a channel by search and shows featured channels to visitors', async () => {
    const { page, problems } = await openPage(browser, baseUrl, lena, '/channels');
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search channels' }).fill('songs');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Channels found' }).getByRole('link', { name: 'Birdwatching' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    const visitor = await openPage(browser, baseUrl, null, '/channels');
    await visitor.page.getByRole('list', { name: 'Featured' }).getByRole('link', { name: 'Birdwatching' }).waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
  });
});
