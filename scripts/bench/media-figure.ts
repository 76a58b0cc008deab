import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { callAs, postNote, type TestAccount } from '../../tests/support/session';
import { RunTable } from './stats';

const MiB = 1024 * 1024;

async function uploadAs(url: string, account: TestAccount, data: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('i', account.token);
  form.append('force', 'true');
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${url}/api/drive/files/create`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/**
 * Time from a click to the viewer's image drawn, measured in the page. A string, not a function:
 * the bench runs under tsx, whose helpers would not exist in the page.
 */
function timeViewerOpen(page: Page, label: string): Promise<number> {
  return page.evaluate(`(async () => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.querySelector('img[alt=${JSON.stringify(label)}]'));
    if (!button) throw new Error('no image button');
    const started = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => {
        const img = document.querySelector('.pswp--open .pswp__img:not(.pswp__img--placeholder)');
        if (img && img.complete && img.naturalWidth > 0) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - started;
  })()`) as Promise<number>;
}

/**
 * Figure 7, media: the media viewer's opening (cold: its code loads; then warm), and uploads
 * through the drive page: a 16 MiB file as it is (MiB a second), and a 4000x3000 photo with
 * compression (seconds from choosing it to its arrival in the drive).
 */
export async function measureMedia(page: Page, url: string, account: TestAccount, runs: number): Promise<RunTable> {
  const table = new RunTable();
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(2)
    .jpeg({ quality: 92 })
    .toBuffer();
  const shown = await uploadAs(url, account, photo, 'bench-photo.jpg', 'image/jpeg');
  const noteId = await postNote(url, account, { text: 'bench media', fileIds: [shown.id] });
  const big = Buffer.alloc(16 * MiB, 'tessera bench\n');
  const folder = mkdtempSync(join(tmpdir(), 'tessera-bench-media-'));
  for (let run = 0; run < runs; run++) {
    await page.goto(`${url}/notes/${noteId}`);
    await page.getByRole('article').first().getByRole('button', { name: 'bench-photo.jpg' }).waitFor();
    const cold = await timeViewerOpen(page, 'bench-photo.jpg');
    await page.waitForTimeout(400);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Media viewer' }).waitFor({ state: 'detached' });
    const warm = await timeViewerOpen(page, 'bench-photo.jpg');
    await page.waitForTimeout(400);
    await page.keyboard.press('Escape');

    await page.goto(`${url}/my/drive`);
    const drive = page.getByRole('region', { name: 'Drive contents' });
    await drive.getByRole('button', { name: 'Upload' }).waitFor();
    const upload = async (name: string, data: Buffer, menu: string) => {
      // From a file on disk, as a person picks one: a buffer would first cross the DevTools protocol.
      const path = join(folder, name);
      writeFileSync(path, data);
      const chooser = page.waitForEvent('filechooser');
      await drive.getByRole('button', { name: 'Upload' }).click();
      await page.getByRole('menuitem', { name: menu, exact: true }).click();
      const started = Date.now();
      await (await chooser).setFiles(path);
      await drive
        .getByRole('button', { name: new RegExp(`^Open ${name}`) })
        .first()
        .waitFor({ timeout: 120_000 });
      return (Date.now() - started) / 1000;
    };
    const plainSeconds = await upload(`bench-${run}.txt`, big, 'Upload without compression');
    const photoSeconds = await upload(`bench-${run}.jpg`, photo, 'Upload');
    // The drive's capacity is not what is measured: the uploads go again.
    const files = await callAs<{ id: string; name: string }[]>(url, account, 'drive/files', { limit: 100 });
    for (const file of files.filter((f) => /^bench-\d/.test(f.name))) {
      await callAs(url, account, 'drive/files/delete', { fileId: file.id });
    }
    table.addAll({
      viewerCold: cold,
      viewerWarm: warm,
      uploadMiBps: big.length / MiB / plainSeconds,
      photoSeconds,
    });
  }
  rmSync(folder, { recursive: true, force: true });
  return table;
}
