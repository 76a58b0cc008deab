import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let zoe: TestAccount;
let tim: TestAccount;
let file: entities.DriveFile;
let noteId: string;
let emojiNoteId: string;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await resetInstance(baseUrl);
  zoe = await createAccount(baseUrl, 'zoe'); // the first account: the administrator
  tim = await createAccount(baseUrl, 'tim');
  file = await uploadAs(baseUrl, tim, png, 'beach.png', 'image/png');
  noteId = await postNote(baseUrl, tim, { text: 'at the beach', fileIds: [file.id] });
  const picture = await uploadAs(baseUrl, zoe, png, 'wave.png', 'image/png');
  await callAs(baseUrl, zoe, 'admin/emoji/add', {
    name: 'wave',
    fileId: picture.id,
    category: 'Greetings',
    aliases: ['hi'],
  });
  emojiNoteId = await postNote(baseUrl, tim, { text: 'hello :wave: there' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a note image's menu", () => {
  it('offers its owner the file’s details and a download, and nothing of the moderators’', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'tim', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/notes/${noteId}`);
    const note = page.getByRole('article').filter({ hasText: 'at the beach' }).first();
    await note.getByRole('button', { name: 'Image options' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Hide', exact: true }).waitFor();
    const download = menu.getByRole('menuitem', { name: 'Download' });
    expect(await download.getAttribute('href')).toBe(file.url);
    expect(await download.getAttribute('download')).toBe('beach.png');
    expect(await menu.getByRole('menuitem', { name: 'Mark as sensitive' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'File in the control panel' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'File details' }).click();
    await page.waitForURL(`${baseUrl}/my/drive/file/${file.id}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a moderator mark it sensitive and unmark it, and open it in the control panel', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, `/notes/${noteId}`);
    const note = page.getByRole('article').filter({ hasText: 'at the beach' }).first();
    const options = note.getByRole('button', { name: 'Image options' });
    await options.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'File details' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Mark as sensitive' }).click();
    const sensitive = async () =>
      (await callAs<entities.DriveFile>(baseUrl, tim, 'drive/files/show', { fileId: file.id })).isSensitive;
    await expect.poll(sensitive).toBe(true);
    // The image stays shown, now with the button that hides it again.
    await note.getByRole('button', { name: 'Hide again' }).waitFor();
    await options.click();
    await menu.getByRole('menuitem', { name: 'Unmark as sensitive' }).click();
    await expect.poll(sensitive).toBe(false);
    await options.click();
    await menu.getByRole('menuitem', { name: 'File in the control panel' }).click();
    await page.getByRole('heading', { name: 'beach.png', level: 1 }).waitFor();
    // The moderation log keeps both, naming whose file it was.
    await page.goto(`${baseUrl}/admin/modlog`);
    const log = page.getByRole('list', { name: 'Moderation log' });
    await log
      .getByRole('listitem')
      .filter({ hasText: /^Marked as sensitive a file of @tim/ })
      .waitFor();
    await log
      .getByRole('listitem')
      .filter({ hasText: /^Unmarked as sensitive a file of @tim/ })
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hides the image again from the menu', async () => {
    const { page } = await openPage(browser, baseUrl, tim, `/notes/${noteId}`);
    const note = page.getByRole('article').filter({ hasText: 'at the beach' }).first();
    await note.getByRole('button', { name: 'Image options' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Hide', exact: true }).click();
    await note.getByRole('button', { name: /Click to show/ }).waitFor();
    await page.context().close();
  });
});

describe("a custom emoji's menu", () => {
  it('copies the emoji’s code and shows its details; no editing for someone who does not manage emoji', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/', {
      prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl }),
    });
    await signInThroughForm(page, 'tim', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/notes/${emojiNoteId}`);
    const note = page.getByRole('article').filter({ hasText: 'hello' }).first();
    const emoji = note.getByRole('button', { name: ':wave:' });
    // Reached from the keyboard like any button.
    await emoji.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByText(':wave:').waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(':wave:');

    await emoji.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Emoji details' }).click();
    const details = page.getByRole('dialog', { name: ':wave:' });
    await details.getByText('Greetings').waitFor();
    await details.getByText('hi', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the emoji in the manager for an administrator to edit', async () => {
    const { page, problems } = await openPage(browser, baseUrl, zoe, `/notes/${emojiNoteId}`);
    const note = page.getByRole('article').filter({ hasText: 'hello' }).first();
    await note.getByRole('button', { name: ':wave:' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl}/custom-emojis-manager?q=wave`);
    expect(await page.getByRole('searchbox').inputValue()).toBe('wave');
    await page.getByText(':wave:', { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
