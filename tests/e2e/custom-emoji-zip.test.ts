import type { entities } from 'misskey-js';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount, uploadAs } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let emi: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  emi = await createAccount(baseUrl, 'emi');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Emoji = { id: string; name: string; category: string | null; aliases: string[] };

async function addEmoji(name: string, colour: string, fields: Record<string, unknown>) {
  const png = await sharp({ create: { width: 24, height: 24, channels: 4, background: colour } })
    .png()
    .toBuffer();
  const file = await uploadAs(baseUrl, emi, png, `${name}.png`, 'image/png');
  await callAs(baseUrl, emi, 'admin/emoji/add', { name, fileId: file.id, ...fields });
}

const listed = async () =>
  (await callAs<Emoji[]>(baseUrl, emi, 'admin/emoji/list', { limit: 100 })).map((e) => e.name).sort();

describe('the custom emoji archive', () => {
  it('exports every emoji as a zip into the drive and imports that zip back from the manager', async () => {
    await addEmoji('zip_blob', '#0af', { category: 'Blobs', aliases: ['round'] });
    await addEmoji('zip_star', '#fc0', {});

    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'emi', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/custom-emojis-manager`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Custom emoji', level: 1 }).waitFor();
    await main.getByRole('listitem', { name: ':zip_star:' }).waitFor();

    await main.getByRole('button', { name: 'Export all as a zip' }).click();
    await page.getByText('Export started. The zip will be in your drive').waitFor();
    // The export lands in the drive in the background.
    const zipName = async () =>
      (await callAs<entities.DriveFile[]>(baseUrl, emi, 'drive/files', { limit: 100 })).find((f) =>
        /^custom-emojis-.*\.zip$/.test(f.name),
      )?.name;
    await expect.poll(zipName, { timeout: 15_000 }).toBeDefined();
    const archive = (await zipName()) as string;

    // The emoji go away; the archive brings them back.
    const ids = (await callAs<Emoji[]>(baseUrl, emi, 'admin/emoji/list', { limit: 100 })).map((e) => e.id);
    await callAs(baseUrl, emi, 'admin/emoji/delete-bulk', { ids });
    await page.reload();
    await main.getByText('No custom emoji yet.').waitFor();

    await main.getByRole('button', { name: 'Import a zip from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: archive }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Import the custom emoji in ${archive}?`).waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Import started. The emoji appear here as they are added.').waitFor();
    // The list follows the emoji the import adds, without a reload.
    const blob = main.getByRole('listitem', { name: ':zip_blob:' });
    await blob.getByText('Blobs · round').waitFor({ timeout: 15_000 });
    await main.getByRole('listitem', { name: ':zip_star:' }).waitFor();
    expect(await listed()).toEqual(['zip_blob', 'zip_star']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
