import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { startTessera } from '../support/tessera-process';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;
let files: string;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  browser = await launchChromium();
  files = mkdtempSync(join(tmpdir(), 'tessera-upload-'));
  for (let i = 1; i <= 17; i++) writeFileSync(join(files, `file-${i}.txt`), `attachment ${i}\n`);
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

/** The account's newest note (replies included), as the server has it. */
async function latestNoteOf<T>(account: TestAccount): Promise<T | undefined> {
  const notes = await callAs<T[]>(baseUrl, account, 'users/notes', { userId: account.id, withReplies: true, limit: 1 });
  return notes[0];
}

const open = (account: TestAccount, path: string, others: TestAccount[] = []) =>
  openPage(browser, baseUrl, account, path, { otherAccounts: others });

/** Opens the composer dialog with the n key, as a person at the keyboard would. */
async function openComposer(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Home' }).waitFor();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByRole('textbox', { name: 'Text' }).waitFor();
  return dialog;
}

describe('composer', () => {
  it('enables Post exactly under the submit rules of spec 000 section 5', async () => {
    await postNote(baseUrl, alice, { text: 'something to read' });
    const { page, problems } = await open(alice, '/');
    const dialog = await openComposer(page);
    const post = dialog.getByRole('button', { name: 'Post', exact: true });
    const text = dialog.getByRole('textbox', { name: 'Text' });

    // Content must exist.
    expect(await post.isDisabled()).toBe(true);
    await text.fill('hello');
    expect(await post.isEnabled()).toBe(true);

    // At most the server's maximum length; the counter shows under 100 left.
    const { maxNoteTextLength: max } = await callAs<{ maxNoteTextLength: number }>(baseUrl, alice, 'meta', {});
    await text.fill('x'.repeat(max - 150));
    expect(await dialog.getByRole('status', { name: 'Characters left' }).count()).toBe(0);
    await text.fill('x'.repeat(max - 50));
    const left = dialog.getByRole('status', { name: 'Characters left' });
    expect(await left.textContent()).toBe('50');
    await text.fill('x'.repeat(max + 1));
    expect(await left.textContent()).toBe('-1');
    expect(await post.isDisabled()).toBe(true);
    await text.fill('short again');

    // A content warning, when on, must be non-blank and at most 100 characters.
    await dialog.getByRole('button', { name: 'Content warning' }).click();
    const cw = dialog.getByRole('textbox', { name: 'Content warning' });
    expect(await post.isDisabled()).toBe(true);
    await cw.fill('   ');
    expect(await post.isDisabled()).toBe(true);
    await cw.fill('c'.repeat(101));
    expect(await post.isDisabled()).toBe(true);
    await cw.fill('c'.repeat(100));
    expect(await post.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Content warning' }).click();

    // A poll needs two choices.
    await dialog.getByRole('button', { name: 'Poll' }).click();
    await dialog.getByText('A poll needs at least two choices.').waitFor();
    expect(await post.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Choice 1' }).fill('tea');
    expect(await post.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Choice 2' }).fill('coffee');
    expect(await post.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Poll' }).click();

    // At most 16 files; files alone are content.
    await text.fill('');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles(Array.from({ length: 17 }, (_, i) => join(files, `file-${i + 1}.txt`)));
    await dialog.getByText('17/16 files').waitFor({ timeout: 20_000 });
    expect(await post.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'File file-17.txt' }).click();
    await page.getByRole('menuitem', { name: 'Remove from the note' }).click();
    await dialog.getByText('16/16 files').waitFor();
    expect(await post.isEnabled()).toBe(true);
    await post.click();
    await dialog.waitFor({ state: 'detached' });
    const mine = await latestNoteOf<{ fileIds: string[] }>(alice);
    expect(mine?.fileIds).toHaveLength(16);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('posts a quote with no text of its own (a renote or quote is content)', async () => {
    const quoted = await postNote(baseUrl, bob, { text: 'quote me' });
    const { page, problems } = await open(alice, `/notes/${quoted}`);
    const note = page.getByRole('article').filter({ hasText: 'quote me' }).first();
    await note.getByRole('button', { name: 'Renote' }).click();
    await page.getByRole('menuitem', { name: 'Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote' });
    const post = dialog.getByRole('button', { name: 'Quote' });
    await post.waitFor();
    expect(await post.isEnabled()).toBe(true);
    await post.click();
    await dialog.waitFor({ state: 'detached' });
    const latest = await latestNoteOf<{ renoteId: string | null; text: string | null }>(alice);
    expect(latest).toMatchObject({ renoteId: quoted, text: null });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a draft across a reload and drops it once posted', async () => {
    const { page, problems } = await open(alice, '/');
    let dialog = await openComposer(page);
    await dialog.getByRole('textbox', { name: 'Text' }).fill('a draft worth keeping');
    await page.reload();
    dialog = await openComposer(page);
    expect(await dialog.getByRole('textbox', { name: 'Text' }).inputValue()).toBe('a draft worth keeping');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('feed').getByText('a draft worth keeping').first().waitFor();
    dialog = await openComposer(page);
    expect(await dialog.getByRole('textbox', { name: 'Text' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('posts as another stored account with that account’s token', async () => {
    const { page, problems } = await open(alice, '/', [bob]);
    const dialog = await openComposer(page);
    await dialog.getByRole('button', { name: 'Post as @alice' }).click();
    await page.getByRole('menuitem', { name: '@bob' }).click();
    await dialog.getByRole('button', { name: 'Post as @bob' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Text' }).fill('written by bob from alice’s window');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const latest = await latestNoteOf<{ userId: string; text: string }>(bob);
    expect(latest).toMatchObject({ userId: bob.id, text: 'written by bob from alice’s window' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers only followers and direct when replying to a followers-only note', async () => {
    await callAs(baseUrl, alice, 'following/create', { userId: bob.id });
    const secret = await postNote(baseUrl, bob, { text: 'for my followers', visibility: 'followers' });
    const { page, problems } = await open(alice, `/notes/${secret}`);
    const note = page.getByRole('article').filter({ hasText: 'for my followers' }).first();
    await note.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    const visibility = dialog.getByRole('button', { name: 'Visibility: Followers' });
    await visibility.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    const names = await menu.getByRole('menuitem').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(['Followers', 'Direct']);
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('a quiet answer');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    const reply = await latestNoteOf<{ visibility: string; replyId: string }>(alice);
    expect(reply).toMatchObject({ visibility: 'followers', replyId: secret });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps everything typed and shows the error when the server is gone', async () => {
    const own = await startTessera(['--skip-build']);
    try {
      const carol = await createAccount(own.url, 'carol');
      const { page } = await openPage(browser, own.url, carol, '/');
      await page
        .getByRole('heading', { name: 'Timeline' })
        .or(page.getByRole('tab', { name: 'Home' }))
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('n');
      const dialog = page.getByRole('dialog', { name: 'New note' });
      const text = dialog.getByRole('textbox', { name: 'Text' });
      await text.fill('this must not be lost');
      await own.stop();
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      const error = page.getByRole('dialog', { name: 'Cannot reach the server' });
      await error.waitFor();
      await error.getByRole('button', { name: 'OK', exact: true }).click();
      expect(await text.inputValue()).toBe('this must not be lost');
      expect(await dialog.getByRole('button', { name: 'Post', exact: true }).isEnabled()).toBe(true);
      await page.context().close();
    } finally {
      await own.stop();
    }
  });

  it('suggests people to mention, picks emoji, and opens with p and closes with Escape', async () => {
    const { page, problems } = await open(alice, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.keyboard.press('p');
    const dialog = page.getByRole('dialog', { name: 'New note' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.pressSequentially('hello @bo');
    const suggestions = dialog.getByRole('listbox', { name: 'People to mention' });
    await suggestions.getByRole('option', { name: /@bob/ }).waitFor();
    // Escape closes the suggestions first, not the composer.
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'detached' });
    await text.pressSequentially('b');
    await suggestions.getByRole('option', { name: /@bob/ }).waitFor();
    await page.keyboard.press('Enter');
    expect(await text.inputValue()).toBe('hello @bob ');

    await dialog.getByRole('button', { name: 'Emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick an emoji' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('seedling');
    await picker.getByRole('button', { name: 'seedling' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await text.inputValue()).toBe('hello @bob 🌱');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reacts with the emoji picker, the reaction set first', async () => {
    const note = await postNote(baseUrl, bob, { text: 'react with the picker' });
    const { page, problems } = await open(alice, `/notes/${note}`);
    const article = page.getByRole('article').filter({ hasText: 'react with the picker' }).first();
    await article.getByRole('button', { name: 'React' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick an emoji' });
    await picker.getByRole('region', { name: 'Your reactions' }).getByRole('button', { name: '👍' }).click();
    await picker.waitFor({ state: 'detached' });
    await article.getByRole('button', { name: /👍/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('attaches a file already in the drive, then removes and re-adds it before posting', async () => {
    const stored = await uploadAs(baseUrl, alice, Buffer.from('from the drive\n'), 'kept.txt', 'text/plain');
    const { page, problems } = await open(alice, '/');
    const dialog = await openComposer(page);
    const attachFromDrive = async () => {
      await dialog.getByRole('button', { name: 'Attach files' }).click();
      await page.getByRole('menuitem', { name: 'From the drive' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
      await picker.getByRole('button', { name: 'kept.txt' }).first().click();
      await picker.getByRole('button', { name: 'Choose (1)' }).click();
      await picker.waitFor({ state: 'detached' });
    };
    await attachFromDrive();
    await dialog.getByRole('button', { name: 'File kept.txt' }).click();
    await page.getByRole('menuitem', { name: 'Remove from the note' }).click();
    await dialog.getByRole('button', { name: 'File kept.txt' }).waitFor({ state: 'detached' });
    await attachFromDrive();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const latest = await latestNoteOf<{ fileIds: string[] }>(alice);
    expect(latest?.fileIds).toEqual([stored.id]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('posts from the form at the top of the timeline, which then clears, its content warning too', async () => {
    const { page, problems } = await open(alice, '/');
    const inline = page.getByRole('form', { name: 'New note' });
    const text = inline.getByRole('textbox', { name: 'Text' });
    await inline.getByRole('button', { name: 'Content warning' }).click();
    await inline.getByRole('textbox', { name: 'Content warning' }).fill('film spoilers');
    await text.fill('straight from the timeline');
    await inline.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('feed').getByText('film spoilers').first().waitFor();
    await expect.poll(() => text.inputValue()).toBe('');
    // The next note carries no warning unless one is written for it.
    await expect.poll(() => inline.getByRole('textbox', { name: 'Content warning' }).count()).toBe(0);
    expect(await latestNoteOf(alice)).toMatchObject({ cw: 'film spoilers', text: 'straight from the timeline' });

    // A reply takes the warning of the note it answers (keepCw, on by default).
    const warned = await postNote(baseUrl, bob, { text: 'the ending', cw: 'spoilers for the book' });
    await page.goto(`${baseUrl}/notes/${warned}`);
    const note = page.getByRole('article').filter({ hasText: 'spoilers for the book' }).first();
    await note.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Content warning' }).inputValue())
      .toBe('spoilers for the book');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('I did not see that coming');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await latestNoteOf(alice)).toMatchObject({ cw: 'spoilers for the book', replyId: warned });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks before a note stays on this server, and warns about moving text in a public note', async () => {
    const { page, problems } = await open(alice, '/');
    const dialog = await openComposer(page);
    await dialog.getByRole('button', { name: "Don't federate" }).click();
    const confirm = page.getByRole('dialog', { name: 'Keep this note on this server?' });
    await confirm.getByRole('button', { name: "Yes, and don't ask again" }).click();
    expect(await dialog.getByRole('button', { name: "Don't federate" }).getAttribute('aria-pressed')).toBe('true');
    // Asked once: switching it off and on again does not ask.
    await dialog.getByRole('button', { name: "Don't federate" }).click();
    await dialog.getByRole('button', { name: "Don't federate" }).click();
    expect(await page.getByRole('dialog', { name: 'Keep this note on this server?' }).count()).toBe(0);

    await dialog.getByRole('textbox', { name: 'Text' }).fill('$[x2 look at this]');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Moving text in a public note' });
    await warning.getByRole('button', { name: 'Post to Home' }).click();
    await dialog.waitFor({ state: 'detached' });
    const latest = await latestNoteOf<{ visibility: string; localOnly: boolean }>(alice);
    expect(latest).toMatchObject({ visibility: 'home', localOnly: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers to add mentioned people to a direct note, and attaches long pasted text as a file', async () => {
    const { page, problems } = await open(alice, '/');
    const dialog = await openComposer(page);
    await dialog.getByRole('button', { name: /^Visibility:/ }).click();
    await page.getByRole('menuitem', { name: 'Direct' }).click();
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.fill('just between us, @bob');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Not among the recipients' })
      .getByRole('button', { name: 'Add them' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    const direct = await latestNoteOf<{ visibility: string; visibleUserIds: string[] }>(alice);
    expect(direct).toMatchObject({ visibility: 'specified', visibleUserIds: [bob.id] });

    const again = await openComposer(page);
    const area = again.getByRole('textbox', { name: 'Text' });
    await area.focus();
    await area.evaluate((element, long) => {
      const data = new DataTransfer();
      data.setData('text/plain', long);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, 'long text '.repeat(120));
    await page.getByRole('dialog', { name: /long/ }).getByRole('button', { name: 'OK', exact: true }).click();
    await again.getByRole('button', { name: /^File .*\.plain$|^File .*\.txt$/ }).waitFor();
    expect(await area.inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shares from the address (/share), then keeps the text frozen with a check', async () => {
    const { page, problems } = await open(alice, '/share?title=A%20find&url=https%3A%2F%2Fexample.com%2Fa');
    const form = page.getByRole('form', { name: 'New note' });
    const text = form.getByRole('textbox', { name: 'Text' });
    await text.waitFor();
    expect(await text.inputValue()).toBe('A find\nhttps://example.com/a');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await form.getByRole('button', { name: 'Posted' }).waitFor();
    expect(await text.isDisabled()).toBe(true);
    expect(await text.inputValue()).toBe('A find\nhttps://example.com/a');
    const latest = await latestNoteOf<{ text: string }>(alice);
    expect(latest?.text).toBe('A find\nhttps://example.com/a');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers to quote a note when a link to it on this server is pasted', async () => {
    const quoted = await postNote(baseUrl, bob, { text: 'worth quoting' });
    const { page, problems } = await open(alice, '/');
    const dialog = await openComposer(page);
    const area = dialog.getByRole('textbox', { name: 'Text' });
    await area.focus();
    await area.evaluate((element, link) => {
      const data = new DataTransfer();
      data.setData('text/plain', link);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `${baseUrl}/notes/${quoted}`);
    await page
      .getByRole('dialog', { name: /Quote it/ })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await dialog.getByText('Quoting a note').waitFor();
    await area.fill('see this');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const latest = await latestNoteOf<{ renoteId: string; text: string }>(alice);
    expect(latest).toMatchObject({ renoteId: quoted, text: 'see this' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
