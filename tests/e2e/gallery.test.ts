import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let ulla: TestAccount;
let viv: TestAccount;

async function upload(account: TestAccount, name: string, background: string): Promise<void> {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('i', account.token);
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name);
  await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });
}

beforeAll(async () => {
  await resetInstance(baseUrl);
  ulla = await createAccount(baseUrl, 'ulla');
  viv = await createAccount(baseUrl, 'viv');
  await upload(ulla, 'sunset.png', '#e86');
  await upload(ulla, 'sea.png', '#38c');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the gallery', () => {
  it('posts pictures from the drive, which another person opens, likes and finds on the profile', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'ulla', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'More', exact: true })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Gallery' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    await main.getByRole('link', { name: 'New post' }).click();
    await main.getByRole('textbox', { name: 'Title' }).fill('Evening colours');
    await main.getByRole('textbox', { name: 'Description' }).fill('From the **pier**');
    await main.getByRole('button', { name: 'Add from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the drive' });
    await picker.getByRole('button', { name: 'sunset.png' }).first().click();
    await picker.getByRole('button', { name: 'sea.png' }).first().click();
    await picker.getByRole('button', { name: 'Choose (2)' }).click();
    await main.getByRole('list', { name: 'Pictures' }).getByRole('listitem').nth(1).waitFor();
    await main.getByRole('button', { name: 'Post', exact: true }).click();
    await main.getByRole('heading', { name: 'Evening colours', level: 1 }).waitFor();
    await main.getByText('pier', { exact: true }).waitFor();
    const postUrl = new URL(page.url()).pathname;
    await page.context().close();

    const other = await openPage(browser, baseUrl, viv, postUrl);
    const pictures = other.page.getByRole('main').getByRole('list', { name: 'Pictures' });
    await pictures.getByRole('button').first().click();
    const viewer = other.page.getByRole('dialog', { name: 'Media viewer' });
    await viewer.waitFor();
    // Back closes the viewer, as on a phone.
    await other.page.goBack();
    await viewer.waitFor({ state: 'detached' });
    await other.page.getByRole('main').getByRole('button', { name: 'Like · 0' }).click();
    await other.page.getByRole('main').getByRole('button', { name: 'Like · 1' }).waitFor();
    await other.page.goto(`${baseUrl}/gallery`);
    await other.page
      .getByRole('list', { name: 'Featured' })
      .getByRole('link', { name: /Evening colours/ })
      .waitFor();
    await other.page.goto(`${baseUrl}/@ulla`);
    await other.page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await other.page
      .getByRole('list', { name: 'Gallery posts by ulla' })
      .getByRole('link', { name: /Evening colours/ })
      .waitFor();
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.page.context().close();
  });
});
