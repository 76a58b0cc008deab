import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  await resetInstance(baseUrl);
  const admin = await createAccount(baseUrl, 'quince');
  // Registration closed: the about menu offers Invite as well.
  await callAs(baseUrl, admin, 'admin/update-meta', { disableRegistration: true, tosUrl: 'https://example.com/tos' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Follows every in-app link a menu shows and says which ones end on the not-found page. */
async function deadLinks(page: Page, hrefs: readonly string[]): Promise<string[]> {
  const dead: string[] = [];
  for (const href of hrefs) {
    await page.goto(`${baseUrl}${href}`);
    await page.getByRole('main').locator('*').first().waitFor();
    await page.waitForLoadState('networkidle');
    if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) dead.push(href);
  }
  return dead;
}

const inApp = (hrefs: (string | null)[]) =>
  [...new Set(hrefs.filter((h): h is string => h?.startsWith('/') === true))].sort();

describe('menus', () => {
  it('lead nowhere dead: every main-menu and about-menu entry opens a page', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'quince', 'test-password');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Timeline' }).waitFor();
    const mainLinks = inApp(await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect(mainLinks.length).toBeGreaterThan(10);

    await nav.getByRole('button', { name: 'About' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Invite' }).waitFor();
    const aboutLinks = inApp(
      await menu.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getAttribute('href'))),
    );
    expect(aboutLinks).toEqual(
      expect.arrayContaining(['/about', '/about#charts', '/about#emojis', '/about-misskey', '/contact']),
    );
    // Entries that are buttons (Ads, Invite) run router pushes; open them through the menu.
    await menu.getByRole('menuitem', { name: 'Invite' }).click();
    await page.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();

    // Misskey's seldom used entries wait under More: one's profile, reload, clearing the cache.
    await nav.getByRole('button', { name: 'More', exact: true }).click();
    const more = page.getByRole('menu');
    await more.getByRole('menuitem', { name: 'Reload' }).waitFor();
    await more.getByRole('menuitem', { name: 'Clear the cache' }).waitFor();
    await more.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${baseUrl}/@quince`);

    expect(await deadLinks(page, [...mainLinks, ...aboutLinks])).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('give a visitor only pages a visitor can open', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link').first().waitFor();
    // Every entry, those folded into More included (they stay in the bar, out of sight).
    const links = inApp(await nav.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect(await deadLinks(page, links)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
