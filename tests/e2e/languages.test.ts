import type { Browser } from 'playwright-core';
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
  account = await createAccount(baseUrl, 'polyglot');
  await postNote(baseUrl, account, { text: 'Hello in every language' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Issue 37: the main pages' controls carry the chosen language's names, each of them read from
// that language's locale files (a missing one fails rather than falling back to English).
describe('the client in other languages', () => {
  for (const lang of ['ko-KR', 'zh-CN', 'de-DE', 'ar-SA']) {
    it(`speaks ${lang} on the timeline, in the menu, the composer, notifications, the drive and settings`, async () => {
      const t = stringsOf(lang);
      const { page, problems } = await openPage(browser, baseUrl, null, '/');
      await signInThroughForm(page, account.username, 'test-password');
      await page.getByRole('tab', { name: 'Home' }).waitFor();
      await chooseLanguage(page, baseUrl, lang);
      await page.goto(`${baseUrl}/`);
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: t('timeline.source.home') }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar-SA' ? 'rtl' : 'ltr');
      await main.getByText('Hello in every language').waitFor();

      const menu = page.getByRole('navigation', { name: t('kernel.mainMenu') });
      await menu.getByRole('button', { name: t('composer.note'), exact: true }).click();
      const composer = page.getByRole('dialog', { name: t('composer.newNote') });
      await composer.getByRole('button', { name: t('composer.submit'), exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await composer.waitFor({ state: 'detached' });

      await menu.getByRole('link', { name: t('notifications.menu') }).click();
      await main.getByRole('heading', { name: t('notifications.title'), level: 1 }).waitFor();

      await menu.getByRole('link', { name: t('drive.browser.title') }).click();
      await main.getByRole('heading', { name: t('drive.browser.title'), level: 1 }).waitFor();

      await page.goto(`${baseUrl}/settings`);
      await main.getByRole('heading', { name: t('settings.title'), level: 1 }).waitFor();
      await main.getByRole('link', { name: t('preference-settings.menu') }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
