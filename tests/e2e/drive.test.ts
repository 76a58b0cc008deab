import type { entities } from 'misskey-js';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import {
  callAs,
  createAccount,
  postNote,
  resetInstance,
  type TestAccount,
  uploadAs as uploadFileAs,
} from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dana: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  dana = await createAccount(baseUrl, 'dana');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A photo-like PNG (smooth noise) far over 2048 px, the kind compression shrinks. */
const largePng = () =>
  sharp({
    create: {
      width: 2600,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(3)
    .png()
    .toBuffer();

/**
 * A 2600 by 1800 PNG of smooth colour. A PNG becomes lossless WebP when compressed (quality 1, as
 * Misskey does), and a noisy picture of this size took the browser 20 to 30 s to encode that way on
 * a loaded machine, past the test's wait; a smooth one encodes at once and still shrinks.
 */
const smoothPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2600" height="1800"><defs><linearGradient id="g"><stop offset="0" stop-color="#2f6f5e"/><stop offset="1" stop-color="#f4c27a"/></linearGradient></defs><rect width="2600" height="1800" fill="url(#g)"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** A one-second 440 Hz tone as a WAV file, so the test needs no fixture. */
function toneWav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++)
    samples.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const uploadAs = (account: TestAccount, data: Buffer, name: string, type: string, comment?: string) =>
  uploadFileAs(baseUrl, account, data, name, type, comment);

/** Drops files from "the desktop" onto an element, as a drag from the file manager does. */
async function dropFiles(page: Page, target: string, files: { name: string; type: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, type: f.type, base64: f.data.toString('base64') })),
  );
  const region = page.getByRole('region', { name: target });
  for (const type of ['dragenter', 'dragover', 'drop']) await region.dispatchEvent(type, { dataTransfer: transfer });
}

const filesIn = (folderId: string | null) =>
  callAs<entities.DriveFile[]>(baseUrl, dana, 'drive/files', { folderId, limit: 100 });

describe('drive', () => {
  it('makes a folder, takes a dropped photo with progress and compression, moves, renames, describes, marks sensitive and deletes', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'dana', 'test-password');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drive' }).click();
    const drive = page.getByRole('region', { name: 'Drive contents' });

    // A folder, opened.
    await drive.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Holiday');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await drive.getByRole('button', { name: 'Folder Holiday' }).click();
    await page.waitForURL(/\/my\/drive\/folder\/\w+$/);
    const holiday = (
      await callAs<entities.DriveFolder[]>(baseUrl, dana, 'drive/folders', {})
    )[0] as entities.DriveFolder;

    // A large photo dropped from the desktop, sent slowly enough to watch its progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    const original = await largePng();
    await dropFiles(page, 'Drive contents', [{ name: 'beach.png', type: 'image/png', data: original }]);
    await page.getByRole('progressbar', { name: 'Uploading beach.png' }).waitFor();
    await page.getByRole('list', { name: 'Uploads in progress' }).getByText(/ of /).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await drive.getByRole('button', { name: 'Open beach.png.webp' }).waitFor({ timeout: 30_000 });
    // Compressed in the browser: a WebP at most 2048 wide, smaller than the PNG, in the folder.
    const [photo] = await filesIn(holiday.id);
    expect(photo).toMatchObject({ name: 'beach.png.webp', type: 'image/webp', properties: { width: 2048 } });
    expect(photo?.size).toBeLessThan(original.length);

    // Another file, moved from the root into the folder through the selection bar.
    await callAs(baseUrl, dana, 'drive/folders/create', { name: 'Empty' });
    const form = new FormData();
    form.append('i', dana.token);
    form.append('file', new Blob(['move me\n'], { type: 'text/plain' }), 'move-me.txt');
    await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Drive' }).click();
    await drive.getByRole('checkbox', { name: 'Select move-me.txt' }).check();
    await page.getByRole('toolbar', { name: 'Selected files' }).getByRole('button', { name: 'Move' }).click();
    const mover = page.getByRole('dialog', { name: 'Move 1 file to…' });
    await mover.getByRole('button', { name: 'Folder Holiday' }).click();
    await mover.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Holiday' }).waitFor();
    await mover.getByRole('button', { name: 'Move here' }).click();
    await expect
      .poll(async () => (await filesIn(holiday.id)).map((f) => f.name).sort())
      .toEqual(['beach.png.webp', 'move-me.txt']);
    // An empty folder goes; one with files in it is refused with the reason.
    await drive.getByRole('button', { name: 'Folder menu for Empty' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await drive.getByRole('button', { name: 'Folder Empty' }).waitFor({ state: 'detached' });
    await drive.getByRole('button', { name: 'Folder menu for Holiday' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Only an empty folder can be deleted.', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();

    // The photo's page: rename, describe, mark sensitive.
    await drive.getByRole('button', { name: 'Folder Holiday' }).click();
    await drive.getByRole('button', { name: 'Open beach.png.webp' }).click();
    await page.getByRole('heading', { name: 'beach.png.webp' }).waitFor();
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('sunset.webp');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('heading', { name: 'sunset.webp' }).waitFor();
    await page.getByRole('button', { name: 'Edit description' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('  The sun going down over the sea  ');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('The sun going down over the sea', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark as sensitive' }).click();
    await page.getByRole('button', { name: 'Unmark as sensitive' }).waitFor();
    const marked = (await filesIn(holiday.id)).find((f) => f.id === photo?.id);
    expect(marked).toMatchObject({
      name: 'sunset.webp',
      comment: 'The sun going down over the sea',
      isSensitive: true,
    });

    // In a note it is hidden until asked for; the note shows on the file's page.
    const noteId = await postNote(baseUrl, dana, { text: 'evening', fileIds: [photo?.id] });
    await page.goto(`${baseUrl}/notes/${noteId}`);
    const note = page.getByRole('article').first();
    await note.getByRole('button', { name: /Sensitive/ }).waitFor();
    expect(await note.getByRole('img', { name: 'The sun going down over the sea' }).count()).toBe(0);
    await page.goto(`${baseUrl}/my/drive/file/${photo?.id}`);
    await page.getByRole('feed', { name: 'Notes with this file' }).getByText('evening').waitFor();

    // Deleted after confirming; the page goes back to the drive.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL(/\/my\/drive$/);
    expect((await filesIn(holiday.id)).map((f) => f.name)).toEqual(['move-me.txt']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a note’s photos in the viewer, which Back closes, and plays its audio with our own controls', async () => {
    const sky = await uploadAs(
      dana,
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a90d9' } })
        .jpeg()
        .toBuffer(),
      'sky.jpg',
      'image/jpeg',
      'A clear blue sky',
    );
    const sea = await uploadAs(
      dana,
      await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#1d6b5f' } })
        .jpeg()
        .toBuffer(),
      'sea.jpg',
      'image/jpeg',
      'The sea from above',
    );
    const tone = await uploadAs(dana, toneWav(), 'tone.wav', 'audio/wav');
    const noteId = await postNote(baseUrl, dana, { text: 'a day out', fileIds: [sky.id, sea.id, tone.id] });
    const { page, problems } = await openPage(browser, baseUrl, dana, `/notes/${noteId}`);
    const note = page.getByRole('article').first();

    // The viewer opens at the chosen photo with its description, moves on with the arrow key, and Back closes it.
    await note.getByRole('button', { name: 'The sea from above' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await viewer.waitFor();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#pswp');
    await viewer.getByText('The sea from above').waitFor();
    // The viewer takes the keyboard once it has opened (it takes focus then).
    const opened = () =>
      expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Media viewer');
    await opened();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('A clear blue sky').waitFor();
    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/notes/${noteId}`);
    await note.getByText('a day out').waitFor();
    // Closing it with its own button takes the history entry away again.
    await note.getByRole('button', { name: 'A clear blue sky' }).click();
    await viewer.waitFor();
    await opened();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');

    // The audio plays from our controls at the remembered volume (0.25 at first).
    const player = note.getByRole('group', { name: 'Player: tone.wav' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await player.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    const state = await player
      .locator('audio')
      .evaluate((a: HTMLAudioElement) => ({ paused: a.paused, volume: a.volume }));
    expect(state).toEqual({ paused: false, volume: 0.25 });
    await player.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.35);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('attaches uploads in the composer and marks, renames, describes and deletes them from each attachment’s menu', async () => {
    const { page, problems } = await openPage(browser, baseUrl, dana, '/');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    await composer.getByRole('textbox', { name: 'Text' }).fill('with pictures');
    const chooser = page.waitForEvent('filechooser');
    await composer.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload without compression' }).click();
    const small = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await (await chooser).setFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await small('#c0392b') },
      { name: 'green.png', mimeType: 'image/png', buffer: await small('#27ae60') },
    ]);
    const attachments = composer.getByRole('list', { name: 'Attached files' });
    await attachments.getByRole('button', { name: 'File red.png' }).waitFor();
    await attachments.getByRole('button', { name: 'File green.png' }).waitFor();

    await attachments.getByRole('button', { name: 'File red.png' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sensitive' }).click();
    await page.keyboard.press('Escape'); // a switch leaves its menu open
    await attachments.getByRole('button', { name: 'File red.png' }).getByText('Sensitive').waitFor();
    await attachments.getByRole('button', { name: 'File red.png' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Rename' }).getByRole('textbox').fill('sunrise.png');
    await page.getByRole('dialog', { name: 'Rename' }).getByRole('button', { name: 'OK', exact: true }).click();
    await attachments.getByRole('button', { name: 'File sunrise.png' }).click();
    await page.getByRole('menuitem', { name: 'Edit description' }).click();
    await page.getByRole('dialog', { name: 'Edit description' }).getByRole('textbox').fill('Red sky in the morning');
    await page
      .getByRole('dialog', { name: 'Edit description' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();

    await attachments.getByRole('button', { name: 'File green.png' }).click();
    await page.getByRole('menuitem', { name: 'Delete from the drive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await attachments.getByRole('button', { name: 'File green.png' }).waitFor({ state: 'detached' });

    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await composer.waitFor({ state: 'detached' });
    const [latest] = await callAs<entities.Note[]>(baseUrl, dana, 'users/notes', { userId: dana.id, limit: 1 });
    expect(latest?.files).toHaveLength(1);
    expect(latest?.files?.[0]).toMatchObject({
      name: 'sunrise.png',
      isSensitive: true,
      comment: 'Red sky in the morning',
    });
    const drive = await callAs<entities.DriveFile[]>(baseUrl, dana, 'drive/files/find', { name: 'green.png' });
    expect(drive).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends the composer’s Upload as it is while "Upload images as they are" is on, and compressed once it is off', async () => {
    const original = await smoothPng();
    const { page, problems } = await openPage(browser, baseUrl, dana, '/settings/drive');
    const keep = page.getByRole('main').getByRole('switch', { name: 'Upload images as they are' });
    const setKeep = async (on: boolean) => {
      await page.goto(`${baseUrl}/settings/drive`);
      if ((await keep.getAttribute('aria-checked')) !== String(on)) await keep.click();
      await expect.poll(() => keep.getAttribute('aria-checked')).toBe(String(on));
    };
    /** Uploads the photo through the composer's attach menu's plain Upload; gives the file the drive has. */
    const uploadThroughComposer = async (name: string, shownAs: string) => {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('tab', { name: 'Home' }).waitFor();
      await page.keyboard.press('n');
      const composer = page.getByRole('dialog', { name: 'New note' });
      await composer.getByRole('textbox', { name: 'Text' }).waitFor();
      const chooser = page.waitForEvent('filechooser');
      await composer.getByRole('button', { name: 'Attach files' }).click();
      await page.getByRole('menuitem', { name: 'Upload', exact: true }).click();
      await (await chooser).setFiles([{ name, mimeType: 'image/png', buffer: original }]);
      await composer
        .getByRole('list', { name: 'Attached files' })
        .getByRole('button', { name: `File ${shownAs}`, exact: true })
        .waitFor({ timeout: 30_000 });
      const [file] = await callAs<entities.DriveFile[]>(baseUrl, dana, 'drive/files/find', { name: shownAs });
      if (!file) throw new Error(`${shownAs} is not in the drive`);
      return callAs<entities.DriveFile>(baseUrl, dana, 'drive/files/show', { fileId: file.id });
    };

    await setKeep(true);
    const kept = await uploadThroughComposer('as-it-is.png', 'as-it-is.png');
    expect(kept).toMatchObject({ type: 'image/png', size: original.length, properties: { width: 2600, height: 1800 } });

    await setKeep(false);
    const compressed = await uploadThroughComposer('shrunk.png', 'shrunk.png.webp');
    expect(compressed).toMatchObject({ type: 'image/webp', properties: { width: 2048 } });
    expect(compressed.size).toBeLessThan(original.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
