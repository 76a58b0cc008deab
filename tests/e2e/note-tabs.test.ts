import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { holdStreamSockets } from '../support/held-stream';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

// The note page's tabs (who renoted, who reacted with what), and reacting within what a note
// accepts (issue 36, points 6 and 7).
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
  // Two custom emoji, one of them marked sensitive, made as an administrator makes them.
  for (const [name, isSensitive, colour] of [
    ['plainface', false, '#3a6'],
    ['rudeface', true, '#a36'],
  ] as const) {
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: colour } })
      .png()
      .toBuffer();
    const file = await uploadAs(baseUrl, alice, png, `${name}.png`, 'image/png');
    await callAs(baseUrl, alice, 'admin/emoji/add', { name, fileId: file.id, isSensitive });
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Bob, signed in through the welcome page's form, on the given address; with `streamHeld`, the
 * page there never reaches the server's stream, as when it is not up yet or the network drops it.
 */
async function bobOn(path: string, { streamHeld = false } = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, baseUrl, null, '/');
  await signInThroughForm(opened.page, 'bob', 'test-password');
  await opened.page.getByRole('tab', { name: 'Home' }).waitFor();
  if (streamHeld) await holdStreamSockets(opened.page.context());
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

describe('the note page’s tabs', () => {
  it('opens on the renotes an address names, listing who renoted, then lists who reacted with which reaction', async () => {
    const id = await postNote(baseUrl, alice, { text: 'a popular note' });
    await postNote(baseUrl, carol, { renoteId: id });
    await postNote(baseUrl, alice, { renoteId: id });
    await callAs(baseUrl, carol, 'notes/reactions/create', { noteId: id, reaction: '🎉' });
    await callAs(baseUrl, alice, 'notes/reactions/create', { noteId: id, reaction: ':plainface:' });

    const { page, problems } = await bobOn(`/notes/${id}/renotes`);
    await page.getByRole('article', { name: 'Note by alice' }).first().waitFor();
    const tabs = page.getByRole('tablist', { name: 'Replies, renotes and reactions' });
    expect(await tabs.getByRole('tab', { name: 'Renotes' }).getAttribute('aria-selected')).toBe('true');
    const renoters = page.getByRole('list', { name: 'People who renoted' });
    await renoters.getByRole('link', { name: 'carol' }).waitFor();
    await renoters.getByRole('link', { name: 'alice' }).waitFor();
    expect(await renoters.getByRole('listitem').count()).toBe(2);

    await tabs.getByRole('tab', { name: 'Reactions' }).click();
    const kinds = page.getByRole('tablist', { name: 'Reactions by kind' });
    await kinds.getByRole('tab', { name: '🎉: 1' }).click();
    const party = page.getByRole('list', { name: 'People who reacted with 🎉' });
    await party.getByRole('link', { name: 'carol' }).waitFor();
    expect(await party.getByRole('listitem').count()).toBe(1);
    await kinds.getByRole('tab', { name: ':plainface@.:: 1' }).click();
    const custom = page.getByRole('list', { name: 'People who reacted with :plainface@.:' });
    await custom.getByRole('link', { name: 'alice' }).waitFor();
    await custom.getByRole('img', { name: ':plainface:' }).waitFor();
    expect(await custom.getByRole('listitem').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens on the reactions an address names, and says so when there are none', async () => {
    const id = await postNote(baseUrl, alice, { text: 'a quiet note' });
    const { page, problems } = await openPage(browser, baseUrl, bob, `/notes/${id}/reactions`);
    const tabs = page.getByRole('tablist', { name: 'Replies, renotes and reactions' });
    await tabs.getByRole('tab', { name: 'Reactions' }).waitFor();
    expect(await tabs.getByRole('tab', { name: 'Reactions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Nobody has reacted to this note yet.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('reacting within what a note accepts', () => {
  it('sends the like straight away to a likeOnly note, with no picker', async () => {
    const id = await postNote(baseUrl, alice, { text: 'likes only, please', reactionAcceptance: 'likeOnly' });
    // With no stream, the count can only come from the answer to Bob's own request.
    const { page, problems } = await bobOn(`/notes/${id}`, { streamHeld: true });
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'React' }).click();
    await note.getByRole('button', { name: '❤: 1' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Pick an emoji' }).count()).toBe(0);
    const shown = await callAs<{ myReaction: string | null }>(baseUrl, bob, 'notes/show', { noteId: id });
    expect(shown.myReaction).toBe('❤');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leaves a sensitive custom emoji out of the picker for a nonSensitiveOnly note only', async () => {
    const open = await postNote(baseUrl, alice, { text: 'anything goes' });
    const careful = await postNote(baseUrl, alice, { text: 'keep it clean', reactionAcceptance: 'nonSensitiveOnly' });
    const { page, problems } = await bobOn(`/notes/${open}`);
    const search = async (noteText: string) => {
      const note = page.getByRole('article', { name: 'Note by alice' }).filter({ hasText: noteText });
      await note.getByRole('button', { name: 'React' }).click();
      const picker = page.getByRole('dialog', { name: 'Pick an emoji' });
      await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('face');
      const results = picker.getByRole('region', { name: 'Search results' });
      await results.getByRole('button', { name: ':plainface:' }).waitFor();
      return results;
    };
    // A note that accepts all reactions is offered both.
    const all = await search('anything goes');
    await all.getByRole('button', { name: ':rudeface:' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Pick an emoji' }).waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/notes/${careful}`);
    const clean = await search('keep it clean');
    expect(await clean.getByRole('button', { name: ':rudeface:' }).count()).toBe(0);
    await clean.getByRole('button', { name: ':plainface:' }).click();
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: ':plainface@.:: 1' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the viewer’s own reactions and votes, with no stream to echo them', () => {
  it('counts a reaction added, replaced and taken back as the server stores it', async () => {
    const id = await postNote(baseUrl, alice, { text: 'react away' });
    await callAs(baseUrl, carol, 'notes/reactions/create', { noteId: id, reaction: '🎉' });
    await callAs(baseUrl, alice, 'notes/reactions/create', { noteId: id, reaction: '👍' });
    const { page, problems } = await bobOn(`/notes/${id}`, { streamHeld: true });
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: '🎉: 1' }).click();
    const party = note.getByRole('button', { name: '🎉: 2' });
    await party.waitFor();
    expect(await party.getAttribute('aria-pressed')).toBe('true');
    // Another reaction replaces Bob's first on the server; the note says so at once.
    await note.getByRole('button', { name: '👍: 1' }).click();
    await note.getByRole('button', { name: '👍: 2' }).waitFor();
    await note.getByRole('button', { name: '🎉: 1' }).waitFor();
    await note.getByRole('button', { name: '👍: 2' }).click();
    await note.getByRole('button', { name: '👍: 1' }).waitFor();
    expect(await note.getByRole('button', { name: '👍: 1' }).getAttribute('aria-pressed')).toBe('false');
    const shown = await callAs<{ reactions: Record<string, number>; myReaction?: string }>(baseUrl, bob, 'notes/show', {
      noteId: id,
    });
    expect(shown.reactions).toEqual({ '🎉': 1, '👍': 1 });
    expect(shown.myReaction).toBeUndefined(); // Misskey leaves it out when there is none
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('counts a vote at once', async () => {
    const id = await postNote(baseUrl, alice, { text: 'tea or coffee?', poll: { choices: ['tea', 'coffee'] } });
    const { page, problems } = await bobOn(`/notes/${id}`, { streamHeld: true });
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: /^tea/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    const tea = note.getByRole('button', { name: /^tea.*1 vote/ });
    await tea.waitFor();
    expect(await tea.getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
