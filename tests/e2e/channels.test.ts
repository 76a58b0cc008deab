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

  it("renotes, quotes and answers a channel's note in its channel, and renotes a note to a favourite channel", async () => {
    const knitting = await callAs<entities.Channel>(baseUrl, lena, 'channels/create', {
      name: 'Knitting',
      allowRenoteToExternal: false,
    });
    const pottery = await callAs<entities.Channel>(baseUrl, lena, 'channels/create', { name: 'Pottery' });
    await callAs(baseUrl, milo, 'channels/favorite', { channelId: pottery.id });
    const scarf = await postNote(baseUrl, lena, { text: 'A scarf in progress', channelId: knitting.id });
    const plain = await postNote(baseUrl, lena, { text: 'Yarn is on sale' });
    const mine = async () =>
      (
        await callAs<entities.Note[]>(baseUrl, milo, 'users/notes', {
          userId: milo.id,
          limit: 10,
          withChannelNotes: true,
          withReplies: true,
        })
      ).map((n) => ({
        text: n.text,
        renoteId: n.renoteId,
        replyId: n.replyId,
        channelId: n.channelId,
      }));

    const { page, problems } = await openPage(browser, baseUrl, milo, `/channels/${knitting.id}`);
    const shown = page.getByRole('feed', { name: 'Notes in Knitting' }).getByRole('article').filter({
      hasText: 'A scarf in progress',
    });
    // The channel keeps its notes: no renote or quote out of it is offered.
    await shown.getByRole('button', { name: 'Renote' }).click();
    await page.getByRole('menuitem', { name: 'Quote in the channel' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Renote', exact: true }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Quote', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Renote in the channel' }).click();
    await page.getByRole('status').getByText('Renoted.').waitFor();
    await expect.poll(mine).toContainEqual(expect.objectContaining({ renoteId: scarf, channelId: knitting.id }));

    // A reply goes into the channel, and the form has the note without asking the server for it.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The note itself, not milo's renote of it (folded: he has seen the note).
    await shown.filter({ hasNotText: 'Renoted by' }).getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await dialog.getByText('Posting to the channel Knitting').waitFor();
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Lovely colours');
    await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(mine)
      .toContainEqual(expect.objectContaining({ text: 'Lovely colours', replyId: scarf, channelId: knitting.id }));
    expect(asked.filter((path) => path === '/api/notes/show' || path === '/api/channels/show')).toEqual([]);

    // Any other note can go to one of milo's favourite channels.
    await page.goto(`${baseUrl}/notes/${plain}`);
    const yarn = page.getByRole('article').filter({ hasText: 'Yarn is on sale' }).first();
    await yarn.getByRole('button', { name: 'Renote' }).click();
    await page.getByRole('menuitem', { name: 'Renote', exact: true }).waitFor();
    // By keyboard: the arrow opens the submenu, and focus goes into it once its channels come.
    await page.getByRole('menuitem', { name: 'Renote to a channel' }).focus();
    await page.keyboard.press('ArrowRight');
    const potteryItem = page.getByRole('menuitem', { name: 'Pottery' });
    await expect.poll(() => potteryItem.evaluate((item) => item === document.activeElement)).toBe(true);
    // The submenu shows where it is, not clipped by the menu's scrolling box.
    const onTop = await potteryItem.evaluate((item) => {
      const box = item.getBoundingClientRect();
      return item.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Renoted to Pottery.').waitFor();
    await expect.poll(mine).toContainEqual(expect.objectContaining({ renoteId: plain, channelId: pottery.id }));
    expect(problems).toEqual([]);
    await page.context().close();
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
