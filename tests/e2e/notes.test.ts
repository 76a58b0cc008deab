import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';

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

const open = (account: TestAccount | null, path: string) => openPage(browser, baseUrl, account, path);

describe('the note page', () => {
  it('hides the text behind the content warning until asked, and renders MFM as elements', async () => {
    const id = await postNote(baseUrl, alice, { text: 'Hello **bold** #tessera', cw: 'spoilers ahead' });
    const { page, problems } = await open(bob, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByText('spoilers ahead').waitFor();
    expect(await note.getByText('bold').count()).toBe(0);
    await note.getByRole('button', { name: 'Show content' }).click();
    await note.locator('b', { hasText: 'bold' }).waitFor();
    await note.getByRole('link', { name: '#tessera' }).waitFor();
    await note.getByRole('button', { name: 'Hide' }).click();
    expect(await note.getByText('bold').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reacts from the footer, shows the count live, and takes the reaction back', async () => {
    const id = await postNote(baseUrl, alice, { text: 'react to me' });
    const { page, problems } = await open(bob, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'React' }).click();
    await page
      .getByRole('dialog', { name: 'Pick an emoji' })
      .getByRole('region', { name: 'Your reactions' })
      .getByRole('button', { name: '👍' })
      .click();
    const mine = note.getByRole('button', { name: '👍: 1' });
    await mine.waitFor();
    expect(await mine.getAttribute('aria-pressed')).toBe('true');
    const shown = await callAs<{ myReaction: string | null }>(baseUrl, bob, 'notes/show', { noteId: id });
    expect(shown.myReaction).toBe('👍');
    // Someone else reacts: the count follows over the stream.
    await callAs(baseUrl, alice, 'notes/reactions/create', { noteId: id, reaction: '👍' });
    await note.getByRole('button', { name: '👍: 2' }).waitFor();
    await note.getByRole('button', { name: '👍: 2' }).click();
    await note.getByRole('button', { name: '👍: 1' }).waitFor();
    expect(await note.getByRole('button', { name: '👍: 1' }).getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('votes in a poll after confirming, and shows the results', async () => {
    const id = await postNote(baseUrl, alice, {
      text: 'which?',
      poll: { choices: ['tea', 'coffee'], multiple: false },
    });
    const { page, problems } = await open(bob, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: /coffee/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await note.getByText('1 vote in all').waitFor();
    const shown = await callAs<{ poll: { choices: { text: string; votes: number; isVoted: boolean }[] } }>(
      baseUrl,
      bob,
      'notes/show',
      { noteId: id },
    );
    expect(shown.poll.choices.find((c) => c.text === 'coffee')).toMatchObject({ votes: 1, isVoted: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the author vote on their own poll', async () => {
    const id = await postNote(baseUrl, alice, {
      text: 'mine to answer',
      poll: { choices: ['rain', 'shine'], multiple: false },
    });
    const { page, problems } = await open(alice, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByText('0 votes in all').waitFor();
    // No results before voting (a choice's name would hold its count): the choices vote.
    await note.getByRole('button', { name: 'shine', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await note.getByText('1 vote in all').waitFor();
    const shown = await callAs<{ poll: { choices: { text: string; votes: number; isVoted: boolean }[] } }>(
      baseUrl,
      alice,
      'notes/show',
      { noteId: id },
    );
    expect(shown.poll.choices.find((c) => c.text === 'shine')).toMatchObject({ votes: 1, isVoted: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("offers a visitor who clicks a poll's choice the sign-in dialog", async () => {
    const id = await postNote(baseUrl, alice, {
      text: 'visitors welcome',
      poll: { choices: ['north', 'south'], multiple: false },
    });
    const { page, problems } = await open(null, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'south', exact: true }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByText('signin required').waitFor();
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    const shown = await callAs<{ poll: { choices: { votes: number }[] } }>(baseUrl, bob, 'notes/show', {
      noteId: id,
    });
    expect(shown.poll.choices.every((c) => c.votes === 0)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the conversation above a reply and the replies below', async () => {
    const root = await postNote(baseUrl, alice, { text: 'the question' });
    const answer = await postNote(baseUrl, bob, { text: 'the answer', replyId: root });
    await postNote(baseUrl, alice, { text: 'thanks', replyId: answer });
    const { page, problems } = await open(null, `/notes/${answer}`);
    await page.getByRole('article', { name: 'Note by alice' }).first().waitFor();
    const articles = page.getByRole('article');
    await expect.poll(() => articles.count()).toBe(3);
    expect(await articles.nth(0).textContent()).toContain('the question');
    expect(await articles.nth(1).textContent()).toContain('the answer');
    await page.getByRole('region', { name: 'Replies' }).getByText('thanks').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('folds a renote of a note one has renoted, opening it on request', async () => {
    const original = await postNote(baseUrl, bob, { text: 'a note worth passing on' });
    await postNote(baseUrl, alice, { renoteId: original });
    const { page, problems } = await open(alice, '/');
    await page.getByRole('tab', { name: 'Local' }).click();
    const feed = page.getByRole('feed');
    const renote = feed.getByRole('article', { name: 'Note by bob' }).filter({ hasText: 'Renoted by alice' });
    const unfold = renote.getByRole('button', { name: /a note worth passing on/ });
    await unfold.waitFor();
    // Folded: no footer to react from until opened.
    expect(await renote.getByRole('button', { name: 'React' }).count()).toBe(0);
    await unfold.click();
    await renote.getByRole('button', { name: 'React' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the author delete a note from its menu', async () => {
    const id = await postNote(baseUrl, alice, { text: 'short-lived' });
    const { page, problems } = await open(alice, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('(deleted note)').waitFor();
    await expect(callAs(baseUrl, alice, 'notes/show', { noteId: id })).rejects.toThrow(/NO_SUCH_NOTE|404|400/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes a renote back from its time, and tells the author which note was renoted', async () => {
    const original = await postNote(baseUrl, bob, { text: 'worth a second look' });
    const renoteId = await postNote(baseUrl, alice, { renoteId: original });
    const warned = await postNote(baseUrl, bob, { text: 'the butler did it', cw: 'plot twist' });
    await postNote(baseUrl, alice, { renoteId: warned });

    // Bob's notification names the note, not the renote (which has no text of its own).
    const bobs = await open(bob, '/my/notifications');
    await bobs.page.getByRole('main').getByRole('link', { name: 'worth a second look' }).first().waitFor();
    expect(
      await bobs.page.getByRole('main').getByRole('link', { name: 'worth a second look' }).first().getAttribute('href'),
    ).toBe(`/notes/${original}`);
    // A note behind a content warning is named by its warning, as Misskey's summary does.
    await bobs.page.getByRole('main').getByRole('link', { name: 'plot twist' }).first().waitFor();
    expect(await bobs.page.getByText('the butler did it').count()).toBe(0);
    expect(bobs.problems).toEqual([]);
    await bobs.page.context().close();

    const { page, problems } = await open(alice, '/');
    await page.getByRole('tab', { name: 'Local' }).click();
    const renote = page
      .getByRole('feed')
      .getByRole('article', { name: 'Note by bob' })
      .filter({ hasText: 'Renoted by alice' })
      .filter({ hasText: 'worth a second look' });
    await renote.getByRole('button', { name: 'Renote options' }).click();
    await page.getByRole('menuitem', { name: 'Unrenote' }).click();
    await renote.waitFor({ state: 'detached' });
    await expect(callAs(baseUrl, alice, 'notes/show', { noteId: renoteId })).rejects.toThrow(/NO_SUCH_NOTE|404|400/);
    // The renoted note itself stays.
    await callAs(baseUrl, bob, 'notes/show', { noteId: original });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('writes a note again with Redraft (delete and edit), keeping its warning and poll', async () => {
    const id = await postNote(baseUrl, alice, {
      text: 'first draft',
      cw: 'about drafts',
      poll: { choices: ['tea', 'coffee'] },
    });
    const { page, problems } = await open(alice, `/notes/${id}`);
    const note = page.getByRole('article', { name: 'Note by alice' });
    await note.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Redraft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New note' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await expect.poll(() => text.inputValue()).toBe('first draft');
    expect(await dialog.getByRole('textbox', { name: 'Content warning' }).inputValue()).toBe('about drafts');
    expect(await dialog.getByRole('textbox', { name: 'Choice 2' }).inputValue()).toBe('coffee');
    await text.fill('second draft');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const [latest] = await callAs<{ id: string; text: string; cw: string; poll: { choices: { text: string }[] } }[]>(
      baseUrl,
      alice,
      'users/notes',
      { userId: alice.id, limit: 1 },
    );
    expect(latest).toMatchObject({ text: 'second draft', cw: 'about drafts' });
    expect(latest?.poll.choices.map((c) => c.text)).toEqual(['tea', 'coffee']);
    await expect(callAs(baseUrl, alice, 'notes/show', { noteId: id })).rejects.toThrow(/NO_SUCH_NOTE|404|400/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tells a visitor plainly when a note does not exist', async () => {
    const { page } = await open(null, '/notes/doesnotexist');
    await page.getByRole('heading', { name: 'This note cannot be found.' }).waitFor();
    await page.context().close();
  });
});

describe('hostile notes (issue #12)', () => {
  it('keeps the timeline whole, inside the page and responsive around notes built to break it', async () => {
    const hostile = [
      'when: $[unixtime 9999999999999]',
      `${'['.repeat(2990)} brackets`,
      '$[border.width=100000 wide]',
      '$[position.y=-6 $[position.x=-40 climbing]]',
      `${'$[x2 '.repeat(200)}huge${']'.repeat(200)}`,
    ];
    await postNote(baseUrl, bob, { text: 'an ordinary note before' });
    for (const text of hostile) await postNote(baseUrl, bob, { text });
    await postNote(baseUrl, bob, { text: 'an ordinary note after' });
    const { page, problems } = await open(alice, '/');
    await page.getByRole('tab', { name: 'Local' }).click();
    const feed = page.getByRole('feed');
    await feed.getByText('an ordinary note after').waitFor();
    await feed.getByText('climbing').waitFor();
    await feed.getByText('wide').waitFor();
    await feed.getByText('when: 9999999999999').waitFor();
    await feed.getByText(/brackets$/).waitFor();
    // The page answers at once (the 3,000 brackets did not freeze it) and nothing spills out of it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.getByRole('tab', { name: 'Global' }).click();
    await page.getByRole('tab', { name: 'Global', selected: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
