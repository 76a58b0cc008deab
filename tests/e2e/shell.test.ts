import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { createAccount, resetInstance, signInContext, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
const root = fileURLToPath(new URL('../..', import.meta.url));
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  // A set-up instance, whatever other test files left: the welcome page then shows the server's name.
  await resetInstance(baseUrl);
  account = await createAccount(baseUrl, 'shell');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page npm start serves', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`renders the app shell at ${viewport.name} width under the strict CSP, for a visitor`, async () => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      const guard = guardPage(page);
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

      await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Tessera' }).waitFor();
      await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
      expect(await page.title()).toBe('Tessera');
      expect(guard.problems).toEqual([]);
      await context.close();
    });
  }

  it('gives phones a navigation bar whose menu drawer works by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${baseUrl}/`);
    const bar = page.getByRole('navigation', { name: 'Navigation bar' });
    await bar.waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    expect(await sidebar.isVisible()).toBe(false);
    const menuButton = bar.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await sidebar.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the drawer; Escape closes it and gives focus back.
    expect(await sidebar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Following a link in the drawer closes it.
    await menuButton.click();
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings$/);
    await sidebar.waitFor({ state: 'hidden' });
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('shows the page alone in zen (?zen, ?ui=zen) and for flows such as /share', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, baseUrl, account);
    const page = await context.newPage();
    const guard = guardPage(page);
    for (const path of ['/about?zen', '/settings/theme?ui=zen', '/share']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      // The app's own menus go; a page may keep its own navigation (the settings sections).
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Widgets' }).count()).toBe(0);
    }
    // Without the parameter, the usual layout is back.
    await page.goto(`${baseUrl}/settings/theme`);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(guard.problems).toEqual([]);
    await context.close();
  });

  it('starts a repeat visit with no code from the network, and starts offline from the service worker', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guard = guardPage(page);
    const first = await page.goto(`${baseUrl}/`);
    expect(first?.headers()['content-encoding']).toBe('br');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The worker registers once the first view has settled, and takes the page at once.
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);
    // Code the first visit is still fetching (lazy chunks after it settled) is not the repeat visit's.
    await page.waitForLoadState('networkidle');

    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      if (
        response.url().includes('/client-assets/') &&
        /\.(js|css)$/.test(response.url()) &&
        !response.fromServiceWorker()
      ) {
        fromNetwork.push(response.url());
      }
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(fromNetwork).toEqual([]);

    // Offline: the page comes from the worker and says the server cannot be reached.
    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('alert')
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
    await context.setOffline(false);
    expect(guard.problems.filter((p) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(p))).toEqual([]);
    await context.close();
  });

  it('serves the client for deep links, so the client router can take them', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/notes/9zzzzzzzzz`);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });

  it("speaks the browser's language when it is offered (Japanese here)", async () => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/settings/extensions`);
    await page.getByRole('heading', { level: 1, name: '拡張機能' }).waitFor();
    // The extensions' descriptions come with the later contributions' strings, not the first view's.
    const drive = JSON.parse(readFileSync(join(root, 'extensions/drive/locales/ja-JP.json'), 'utf8')) as {
      description: string;
    };
    await page.getByRole('main').getByText(drive.description).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '設定' }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('keyboard users reach the content through the skip link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
