import type { entities } from 'misskey-js';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
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
  sharp({ create: { width: 2600, height: 1800, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(3)
    .png()
    .toBuffer();

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
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
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
    const mover = page.getByRole('dialog', { name: 'Move 1 files to…' });
    await mover.getByRole('button', { name: 'Folder Holiday' }).click();
    await mover.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Holiday' }).waitFor();
    await mover.getByRole('button', { name: 'Move here' }).click();
    await expect
      .poll(async () => (await filesIn(holiday.id)).map((f) => f.name).sort())
      .toEqual(['beach.png.webp', 'move-me.txt']);
    // An empty folder goes; one with files in it is refused with the reason.
    await drive.getByRole('button', { name: 'Folder menu for Empty' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await drive.getByRole('button', { name: 'Folder Empty' }).waitFor({ state: 'detached' });
    await drive.getByRole('button', { name: 'Folder menu for Holiday' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Only an empty folder can be deleted.', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // The photo's page: rename, describe, mark sensitive.
    await drive.getByRole('button', { name: 'Folder Holiday' }).click();
    await drive.getByRole('button', { name: 'Open beach.png.webp' }).click();
    await page.getByRole('heading', { name: 'beach.png.webp' }).waitFor();
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('sunset.webp');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'sunset.webp' }).waitFor();
    await page.getByRole('button', { name: 'Edit description' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('  The sun going down over the sea  ');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
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
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/my\/drive$/);
    expect((await filesIn(holiday.id)).map((f) => f.name)).toEqual(['move-me.txt']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
