import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'wren');
  await callAs(baseUrl, admin, 'admin/update-meta', {
    name: 'Meadow',
    description: 'Notes about **meadows**.',
  });
  await postNote(baseUrl, admin, { text: 'the first cowslips are out' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the visitor layout', () => {
  it('welcomes a visitor with the server, its numbers and its live local timeline; signing up leaves it', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    const bar = page.getByRole('banner');
    await bar.getByRole('link', { name: 'Meadow' }).waitFor();
    // No sidebar, no widgets: the visitor's menu is in the bar.
    await bar.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Widgets' }).count()).toBe(0);

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meadow', level: 1 }).waitFor();
    await main.getByText('meadows').waitFor();
    const numbers = main.getByRole('definition');
    await expect.poll(() => numbers.allTextContents()).toEqual(['1', '1', '1']); // users, notes, online (the admin just posted)

    const timeline = main.getByRole('region', { name: 'A look at the local timeline' });
    await timeline.getByText('the first cowslips are out').waitFor();
    await postNote(baseUrl, admin, { text: 'and the bees found them' });
    await timeline.getByText('and the bees found them').waitFor();

    // Other pages keep the bar.
    await bar.getByRole('link', { name: 'Explore' }).click();
    await main.getByRole('heading', { name: 'Explore', level: 1 }).waitFor();
    await bar.getByRole('link', { name: 'Meadow' }).click();

    await main.getByRole('button', { name: 'Join this server' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('sorrel');
    await dialog.getByLabel('Password').fill('sorrel-pass');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    // Signed in: the default layout, with the sidebar and the account.
    await page.getByRole('button', { name: 'Account menu: @sorrel' }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a visitor read the timelines the server opens to visitors at /timeline, as Misskey does', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/timeline');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Local' }).waitFor();
    await main.getByRole('feed').getByText('the first cowslips are out').waitFor();
    // Only what a visitor's role may read, and nothing to post with.
    expect(await main.getByRole('tab', { name: 'Home' }).count()).toBe(0);
    expect(await main.getByRole('tab', { name: 'Social' }).count()).toBe(0);
    expect(await main.getByRole('form', { name: 'New note' }).count()).toBe(0);
    await main.getByRole('tab', { name: 'Global' }).click();
    await main.getByRole('feed').getByText('the first cowslips are out').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a phone: the bar wraps its menu under the name and the way in, the rest in More', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/explore', {
      viewport: { width: 390, height: 800 },
    });
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Search' }).click();
    await page.waitForURL(`${baseUrl}/search`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows every entry of the bar whole or in More, at every width, left to right and right to left', async () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const { page, problems } = await openPage(browser, baseUrl, null, '/explore', {
        viewport: { width: 2400, height: 800 },
        // As a right-to-left language would set it.
        prepare: async (context) => {
          await context.addInitScript((dir) => {
            document.addEventListener('DOMContentLoaded', () => {
              document.documentElement.dir = dir;
            });
          }, direction);
        },
      });
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('link', { name: 'Explore' }).waitFor();
      // A window wide enough for all of them: no More.
      const all = await shownEntries(nav);
      expect(all.length).toBeGreaterThan(5);
      expect(all).not.toContain('More');
      for (const width of [1280, 1024, 800, 390]) {
        await page.setViewportSize({ width, height: 800 });
        // The bar measures itself again as the window changes (within a frame or two).
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const onBar = await shownEntries(nav);
        await nav.getByRole('button', { name: 'More' }).click();
        const menu = page.getByRole('menu');
        await menu.getByRole('menuitem').first().waitFor();
        const inMore = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        const where = `${direction} at ${width} px`;
        expect([...onBar.filter((name) => name !== 'More'), ...inMore], where).toEqual(all);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

/**
 * The names of the entries seen on the bar, each checked to be whole: inside the window and the
 * bar, its words not cut.
 */
async function shownEntries(nav: Locator): Promise<string[]> {
  const box = await nav.boundingBox();
  if (!box) throw new Error('the menu is not drawn');
  return nav.locator('a, button').evaluateAll((elements, bounds) => {
    const names: string[] = [];
    for (const element of elements) {
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const r = element.getBoundingClientRect();
      const name = element.textContent?.trim() ?? '';
      const inside =
        r.left >= Math.max(0, bounds.x) - 1 &&
        r.right <= Math.min(window.innerWidth, bounds.x + bounds.width) + 1 &&
        element.scrollWidth <= element.clientWidth;
      names.push(inside ? name : `${name} (cut)`);
    }
    return names;
  }, box);
}
