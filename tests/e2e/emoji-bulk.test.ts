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
let kay: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  // kay is the first account: the administrator, who manages custom emoji.
  kay = await createAccount(baseUrl, 'kay');
  const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#39f' } })
    .png()
    .toBuffer();
  const file = await uploadAs(baseUrl, kay, png, 'dot.png', 'image/png');
  for (const name of ['dot_one', 'dot_two', 'dot_three']) {
    await callAs(baseUrl, kay, 'admin/emoji/add', { name, fileId: file.id, aliases: ['dot'] });
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const emojiNamed = (name: string) => callAs<entities.EmojiDetailed>(baseUrl, kay, 'emoji', { name });

describe('custom emoji bulk tools in the control panel', () => {
  it('put the chosen emoji in one category and take an alias off them, leaving the others', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'kay', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.goto(`${baseUrl}/admin/emojis2`);
    const main = page.getByRole('main');
    const change = main.getByRole('button', { name: /^Change chosen/ });
    await main.getByRole('checkbox', { name: 'Choose :dot_one:' }).check();
    await main.getByRole('checkbox', { name: 'Choose :dot_two:' }).check();
    await main.getByRole('button', { name: 'Change chosen (2)' }).click();
    await page.getByRole('menuitem', { name: 'Set the category' }).click();
    const ask = page.getByRole('dialog', { name: 'Set the category' });
    await ask.getByRole('textbox').fill('Dots');
    await ask.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('2 emoji changed.').waitFor();
    // The grid shows the change, and nothing stays chosen.
    const category = main.getByRole('textbox', { name: 'Category of :dot_one:' });
    await expect.poll(() => category.inputValue()).toBe('Dots');
    expect(await change.isDisabled()).toBe(true);
    expect((await emojiNamed('dot_one')).category).toBe('Dots');
    expect((await emojiNamed('dot_two')).category).toBe('Dots');
    expect((await emojiNamed('dot_three')).category).toBeNull();

    await main.getByRole('checkbox', { name: 'Choose :dot_three:' }).check();
    await main.getByRole('button', { name: 'Change chosen (1)' }).click();
    await page.getByRole('menuitem', { name: 'Remove aliases' }).click();
    const aliases = page.getByRole('dialog', { name: 'Remove aliases' });
    await aliases.getByRole('textbox').fill('dot');
    await aliases.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('1 emoji changed.').waitFor();
    expect((await emojiNamed('dot_three')).aliases).toEqual([]);
    expect((await emojiNamed('dot_one')).aliases).toEqual(['dot']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
