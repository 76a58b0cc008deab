import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { createAccount, postNote, resetInstance, signInContext, type TestAccount } from '../support/session';
import { recordChannelConnects } from '../support/stream-connects';

const baseUrl = inject('baseUrl');
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  account = await createAccount(baseUrl, 'prefs');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isDark = async (page: Page) => {
  const [r, g, b] = ((await background(page)).match(/\d+/g) ?? []).map(Number);
  return (r ?? 255) + (g ?? 255) + (b ?? 255) < 200;
};
const waitForDark = (page: Page, dark: boolean) =>
  page.waitForFunction((want) => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return (r ?? 255) + (g ?? 255) + (b ?? 255) < 200 === want;
  }, dark);

describe('themes and synced preferences', () => {
  it('switches the theme without a reload, and keeps it for the next visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/settings/theme`);
    await page.getByRole('heading', { name: 'Theme', exact: true }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    expect(await isDark(page)).toBe(false);
    await page.getByRole('switch', { name: "Follow the device's dark mode" }).click();
    await page.getByRole('switch', { name: 'Dark mode', exact: true }).click();
    await waitForDark(page, true);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await page.reload();
    await page.getByRole('heading', { name: 'Theme', exact: true }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('carries a synced preference to another browser signed in as the same account', async () => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signInContext(contextA, baseUrl, account);
    await signInContext(contextB, baseUrl, account);
    const a = await contextA.newPage();
    const b = await contextB.newPage();

    // A turns sync on (the server has nothing yet) and chooses dark mode.
    await a.goto(`${baseUrl}/settings/theme`);
    await a.getByRole('switch', { name: 'Keep theme settings the same on all my devices' }).click();
    await a.getByRole('switch', { name: "Follow the device's dark mode" }).click();
    await a.getByRole('switch', { name: 'Dark mode', exact: true }).click();
    await waitForDark(a, true);

    // B turns sync on too; where the values differ it keeps the server's, and goes dark.
    await b.goto(`${baseUrl}/settings/theme`);
    expect(await isDark(b)).toBe(false);
    await b.getByRole('switch', { name: 'Keep theme settings the same on all my devices' }).click();
    for (let i = 0; i < 2; i++) {
      const keepServer = b.getByRole('button', { name: 'Keep the server value' });
      await keepServer.waitFor();
      await keepServer.click();
    }
    await waitForDark(b, true);

    // From now on, A's change reaches the open page of B without a reload.
    await b.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await a.getByRole('switch', { name: 'Dark mode', exact: true }).click();
    await waitForDark(a, false);
    await waitForDark(b, false);
    expect(await b.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await contextA.close();
    await contextB.close();
  });

  it('changes the language (shown after the reload) and the emoji style, and gives a preference a value for this account only', async () => {
    const context = await browser.newContext();
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/settings/preferences`);
    const preferences = page.getByRole('main').getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('combobox', { name: 'Emoji style' }).selectOption({ label: "This device's emoji" });
    // A preference can hold a value for this account only.
    await preferences.getByRole('button', { name: 'Options for Sensitive media' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'A value for this account only' }).click();
    await page.keyboard.press('Escape');
    await preferences.getByRole('img', { name: "This account's own value" }).waitFor();

    await preferences.getByRole('combobox', { name: 'Language' }).selectOption('ja-JP');
    await page.getByRole('dialog').getByRole('button', { name: 'Reload' }).click();
    // Back to English, for the tests after this one.
    await page.getByRole('main').getByRole('combobox', { name: '言語' }).selectOption('en-US');
    await page.getByRole('dialog').getByRole('button', { name: '再読み込み' }).click();
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).waitFor();
    expect(await page.getByRole('main').getByRole('combobox', { name: 'Emoji style' }).inputValue()).toBe('native');
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('applies custom CSS as a stylesheet under the strict policy, keeps it after a reload, and skips it in safe mode', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guard = guardPage(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${baseUrl}/settings/custom-css`);
    const section = page.getByRole('main').getByRole('region', { name: 'Custom CSS' });
    await section.getByRole('textbox', { name: 'CSS' }).fill('body { outline: 7px solid rgb(1, 2, 3); }');
    await section.getByRole('button', { name: 'Apply' }).click();
    const outline = () => page.evaluate(() => getComputedStyle(document.body).outlineColor);
    await expect.poll(outline).toBe('rgb(1, 2, 3)');
    await page.reload();
    await expect.poll(outline).toBe('rgb(1, 2, 3)');
    await page.goto(`${baseUrl}/settings/custom-css?safemode=true`);
    await section.getByRole('textbox', { name: 'CSS' }).waitFor();
    expect(await outline()).not.toBe('rgb(1, 2, 3)');
    await section.getByRole('button', { name: 'Remove' }).click();
    await page.reload();
    await section.getByRole('textbox', { name: 'CSS' }).waitFor();
    expect(await outline()).not.toBe('rgb(1, 2, 3)');
    expect([...guard.problems, ...violations]).toEqual([]);
    await context.close();
  });

  it('takes an entry out of the main menu into More, and puts it back, from Settings > Navigation bar', async () => {
    const context = await browser.newContext();
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/settings/navbar`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Notifications' }).waitFor();
    const section = page.getByRole('main').getByRole('region', { name: 'Navigation bar' });
    await section.getByRole('button', { name: 'Remove Notifications' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Notifications' }).count()).toBe(0);
    await page.reload();
    await menu.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await page.waitForURL(/\/my\/notifications$/);

    await page.goto(`${baseUrl}/settings/navbar`);
    await section.getByRole('combobox', { name: 'Add an entry' }).selectOption({ label: 'Notifications' });
    await menu.getByRole('link', { name: 'Notifications' }).waitFor();
    // More keeps only what waits there by default (reload, the cache, one's profile).
    await menu.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Reload' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Notifications' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('makes an emoji palette, picks it for reactions, and reacts from it after a reload', async () => {
    const note = await postNote(baseUrl, account, { text: 'react from a palette' });
    const context = await browser.newContext();
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/settings/emoji-palette`);
    const section = page.getByRole('main').getByRole('region', { name: 'Emoji palette' });
    await section.getByRole('button', { name: 'New palette' }).click();
    await section.getByRole('textbox', { name: 'Name' }).fill('Party');
    await section.getByRole('button', { name: 'Add emoji to Party' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick an emoji' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('party popper');
    await picker.getByRole('button', { name: 'party popper' }).click();
    await picker.waitFor({ state: 'detached' });
    await section.getByRole('list', { name: 'Party' }).getByRole('button', { name: '🎉: move or remove' }).waitFor();
    await section.getByRole('combobox', { name: 'When reacting' }).selectOption({ label: 'Party' });

    await page.reload();
    expect(await section.getByRole('combobox', { name: 'When reacting' }).inputValue()).not.toBe('');
    await page.goto(`${baseUrl}/notes/${note}`);
    const article = page.getByRole('article').filter({ hasText: 'react from a palette' }).first();
    await article.getByRole('button', { name: 'React' }).click();
    await picker.getByRole('region', { name: 'Party' }).getByRole('button', { name: '🎉' }).click();
    await picker.waitFor({ state: 'detached' });
    await article.getByRole('button', { name: /🎉/ }).waitFor();
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('previews a theme from its code, installs it, uses it after a reload, and uninstalls it', async () => {
    const context = await browser.newContext();
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/settings/theme`);
    const section = page.getByRole('main').getByRole('region', { name: 'Theme', exact: true });
    const code = section.getByRole('textbox', { name: 'Theme code (JSON5)' });
    await code.fill('{ id: "broken" ');
    await section.getByRole('button', { name: 'Install', exact: true }).click();
    await page.getByRole('dialog').getByText('Failed to parse theme json').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await code.fill(
      "{ id: 'e2e-night', name: 'Night Test', author: '@prefs', base: 'dark', props: { bg: '#101820', panel: '#182430' } }",
    );
    await section.getByRole('button', { name: 'Preview' }).click();
    await waitForDark(page, true);
    await section.getByRole('button', { name: 'Preview' }).click();
    await waitForDark(page, false);
    await section.getByRole('button', { name: 'Install', exact: true }).click();
    const installed = section.getByRole('list', { name: 'Installed themes' });
    await installed.getByText('Night Test').waitFor();

    await page.reload();
    await installed.getByRole('button', { name: 'Use Night Test' }).click();
    await waitForDark(page, true);
    await expect.poll(() => background(page)).toBe('rgb(16, 24, 32)');
    await installed.getByRole('button', { name: 'Uninstall Night Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await installed.waitFor({ state: 'detached' });
    // The theme in use is gone: the default dark one takes its place.
    await expect.poll(() => background(page)).not.toBe('rgb(16, 24, 32)');
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('plays a sound uploaded to the drive when reacting, and the timeline sound for a new note', async () => {
    const other = await createAccount(baseUrl, 'sounder');
    const note = await postNote(baseUrl, other, { text: 'react with a sound' });
    const context = await browser.newContext();
    await signInContext(context, baseUrl, account);
    // What the page plays, recorded instead of heard.
    await context.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { played: string[] }).played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      };
    });
    const page = await context.newPage();
    const guard = guardPage(page);
    const channels = recordChannelConnects(page);
    const played = () => page.evaluate(() => (window as unknown as { played: string[] }).played);
    await page.goto(`${baseUrl}/settings/sounds`);
    const section = page.getByRole('main').getByRole('region', { name: 'Sounds' });
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Upload a sound for A reaction' }).click();
    await (await chooser).setFiles({ name: 'ding.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF....WAVE') });
    const choice = section.getByRole('combobox', { name: 'Sound for: A reaction' });
    await expect.poll(async () => (await choice.locator('option:checked').textContent()) ?? '').toBe('ding.wav');

    await page.goto(`${baseUrl}/notes/${note}`);
    const article = page.getByRole('article').filter({ hasText: 'react with a sound' }).first();
    await article.getByRole('button', { name: 'React' }).click();
    await page.getByRole('dialog', { name: 'Pick an emoji' }).getByRole('button', { name: '👍' }).first().click();
    await expect.poll(async () => (await played()).some((src) => src.endsWith('.wav'))).toBe(true);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('tab', { name: 'Local' }).click();
    await page.getByRole('feed').getByRole('article').first().waitFor();
    // Only a note the stream brings sounds; one fetched on connecting is not news.
    await expect.poll(() => channels.has('localTimeline'), { timeout: 20_000 }).toBe(true);
    await postNote(baseUrl, other, { text: 'a fresh note arrives' });
    await page.getByRole('feed').getByText('a fresh note arrives').waitFor();
    await expect
      .poll(async () => (await played()).some((src) => src.endsWith('/client-assets/sounds/tessera/pop.mp3')))
      .toBe(true);
    expect(guard.problems).toEqual([]);
    await context.close();
  });
});
