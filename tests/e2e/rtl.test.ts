import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { chooseLanguage, stringsOf } from '../support/locale-strings';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  account = await createAccount(baseUrl, 'rtl');
  await postNote(baseUrl, account, { text: 'A note written in English, read left to right' });
  await postNote(baseUrl, account, { text: 'مرحبا بالجميع، هذه ملاحظة مكتوبة بالعربية' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Nothing is wider than the window: the page never scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

// Names are the Arabic ones, read from the ar-SA locale files.
const t = stringsOf('ar-SA');

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  describe(`right to left at ${viewport.width} px`, () => {
    it('mirrors the navigation, the note cards, menus and the composer, with no sideways scroll', async () => {
      const { page, problems } = await openPage(browser, baseUrl, null, '/', { viewport });
      await signInThroughForm(page, account.username, 'test-password');
      await page.getByRole('tab', { name: 'Home' }).waitFor();
      await chooseLanguage(page, baseUrl, 'ar-SA');
      await page.goto(`${baseUrl}/`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar-SA');
      const width = viewport.width;

      // The navigation is on the right: the sidebar, or on phones the drawer opened from the bar.
      const sidebar = page.getByRole('navigation', { name: t('kernel.mainMenu') });
      if (viewport.width < 700) {
        await page
          .getByRole('navigation', { name: t('kernel.navigationBar') })
          .getByRole('button', { name: t('kernel.openMenu'), exact: true })
          .click();
        await sidebar.waitFor();
        const drawer = await box(sidebar);
        expect(Math.round(drawer.x + drawer.width)).toBe(width);
        await page.screenshot({ path: `/tmp/rtl-${viewport.name}-drawer.png` });
        await page.keyboard.press('Escape');
        await sidebar.waitFor({ state: 'hidden' });
      } else {
        const nav = await box(sidebar);
        const main = await box(page.getByRole('main'));
        expect(nav.x).toBeGreaterThan(main.x + main.width - 1);
        expect(nav.x + nav.width).toBeGreaterThan(width / 2);
        // The account's handle reads @rtl and lines up with the name on the right, not on the left.
        const ends = await sidebar.getByText(`@${account.username}`, { exact: true }).evaluate((el) => {
          const text = document.createRange();
          text.selectNodeContents(el);
          return [text.getBoundingClientRect().right, el.getBoundingClientRect().right];
        });
        expect(Math.abs((ends[0] ?? 0) - (ends[1] ?? 0))).toBeLessThan(2);
      }

      // A note card: the avatar on the right of the text; each text keeps its own direction.
      const latin = page.getByRole('article').filter({ hasText: 'A note written in English' }).first();
      await latin.waitFor();
      const avatar = await box(latin.getByRole('link', { name: `@${account.username}`, exact: true }));
      const text = latin.getByText('A note written in English');
      expect(avatar.x).toBeGreaterThan((await box(text)).x);
      expect(await text.evaluate((el) => getComputedStyle(el.closest('[dir="auto"]') ?? el).direction)).toBe('ltr');
      // The handle reads @rtl, not rtl@.
      const handle = latin.getByText(`@${account.username}`, { exact: true });
      expect(await handle.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      const arabic = page.getByText('مرحبا بالجميع');
      expect(await arabic.evaluate((el) => getComputedStyle(el.closest('[dir="auto"]') ?? el).direction)).toBe('rtl');
      await page.screenshot({ path: `/tmp/rtl-${viewport.name}-timeline.png` });
      expect(await scrollsSideways(page)).toBe(false);

      // A note's menu opens from its button toward the inline end (leftwards) and stays in the window.
      const more = latin.getByRole('button', { name: t('notes.menu') });
      await more.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const menuBox = await box(menu);
      const moreBox = await box(more);
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(moreBox.x + moreBox.width + 1);
      await page.screenshot({ path: `/tmp/rtl-${viewport.name}-menu.png` });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      // The composer: Post sits at the inline end of its row (the left).
      await page.keyboard.press('n');
      const dialog = page.getByRole('dialog', { name: t('composer.newNote') });
      const textbox = dialog.getByRole('textbox', { name: t('composer.text') });
      await textbox.fill('hello');
      const post = await box(dialog.getByRole('button', { name: t('composer.submit'), exact: true }));
      const field = await box(textbox);
      expect(post.x + post.width / 2).toBeLessThan(field.x + field.width / 2);
      expect(await textbox.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      await page.screenshot({ path: `/tmp/rtl-${viewport.name}-composer.png` });
      expect(await scrollsSideways(page)).toBe(false);
      await page.keyboard.press('Escape');

      // The profile and the settings pages mirror too, with no sideways scroll.
      for (const [path, shot, heading] of [
        [`/@${account.username}`, 'profile', account.username],
        ['/settings/preferences', 'settings', t('preference-settings.title')],
      ] as [string, string, string][]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        if (shot === 'profile') await page.getByRole('main').getByRole('article').first().waitFor();
        await page.screenshot({ path: `/tmp/rtl-${viewport.name}-${shot}.png` });
        expect(await scrollsSideways(page)).toBe(false);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });
}
