import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let wren: TestAccount;
let yara: TestAccount;
let noteId: string;

beforeAll(async () => {
  await resetInstance(baseUrl);
  wren = await createAccount(baseUrl, 'wren');
  yara = await createAccount(baseUrl, 'yara');
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#4a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('i', wren.token);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'leaf.png');
  await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });
  noteId = await postNote(baseUrl, wren, { text: 'brewing a pot of sencha' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('pages', () => {
  it('writes a page of blocks, which another person reads, likes and finds on the profile', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'wren', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'More', exact: true })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Pages' }).click();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'New page' }).click();
    await main.getByRole('textbox', { name: 'Title' }).fill('About tea');
    await main.getByRole('textbox', { name: 'Name in the address' }).fill('tea');
    await main.getByText('The page will be at /@wren/pages/tea').waitFor();
    await main.getByRole('textbox', { name: 'Summary' }).fill('Leaves and water');

    const content = main.getByRole('list', { name: 'Content', exact: true });
    await main.getByRole('button', { name: 'Add: Text' }).last().click();
    await content.getByRole('listitem', { name: 'Text' }).getByRole('textbox').fill('Green **and** black');
    await main.getByRole('button', { name: 'Add: Section' }).last().click();
    const section = content.getByRole('listitem', { name: 'Section' });
    await section.getByRole('textbox', { name: 'Section title' }).fill('Pictures');
    await section.getByRole('button', { name: 'Add: Picture' }).click();
    await section.getByRole('button', { name: 'Choose from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'leaf.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (1)' }).click();
    await picker.waitFor({ state: 'detached' });
    await main.getByRole('button', { name: 'Add: Note' }).last().click();
    await content.getByRole('listitem', { name: 'Note' }).getByRole('textbox').fill(`${baseUrl}/notes/${noteId}`);
    // Order: the note goes above the section.
    await content.getByRole('listitem', { name: 'Note' }).getByRole('button', { name: 'Move up' }).click();
    await main.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(`${baseUrl}/@wren/pages/tea`);
    await main.getByRole('heading', { name: 'About tea', level: 1 }).waitFor();
    await main.getByText('and', { exact: true }).waitFor();
    await main.getByRole('heading', { name: 'Pictures', level: 2 }).waitFor();
    await main.getByText('brewing a pot of sencha').waitFor();
    expect(await main.getByRole('img').count()).toBeGreaterThan(0);
    await page.context().close();

    const other = await openPage(browser, baseUrl, yara, '/@wren/pages/tea');
    const view = other.page.getByRole('main');
    await view.getByRole('button', { name: 'Like · 0' }).click();
    await view.getByRole('button', { name: 'Like · 1' }).waitFor();
    await other.page.goto(`${baseUrl}/pages`);
    await other.page.getByRole('list', { name: 'Featured' }).getByRole('link', { name: 'About tea' }).waitFor();
    await other.page.goto(`${baseUrl}/@wren`);
    await other.page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Pages' }).click();
    await other.page.getByRole('list', { name: 'Pages by wren' }).getByRole('link', { name: 'About tea' }).click();
    await view.getByRole('heading', { name: 'About tea', level: 1 }).waitFor();
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.page.context().close();
  });
});
