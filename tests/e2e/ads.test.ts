import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  admin = await createAccount(baseUrl, 'mallow');
  await createAccount(baseUrl, 'nettle');
  await putUpAd('https://example.com/seeds', 'horizontal');
  // A square one for the widget column.
  await putUpAd('https://example.org/tools', 'square');
  await callAs(baseUrl, admin, 'admin/update-meta', { notesPerOneAd: 2 });
  for (const text of ['first', 'second', 'third', 'fourth']) await postNote(baseUrl, admin, { text: `${text} note` });
  browser = await launchChromium();
});

/** An ad running from a minute ago for a day, every weekday, with the instance's icon as its picture. */
function putUpAd(url: string, place: string) {
  return callAs(baseUrl, admin, 'admin/ad/create', {
    url,
    imageUrl: `${baseUrl}/client-assets/icon.svg`,
    memo: place,
    place,
    priority: 'middle',
    ratio: 1,
    startsAt: Date.now() - 60_000,
    expiresAt: Date.now() + 86_400_000,
    dayOfWeek: 0,
  });
}

afterAll(async () => {
  await callAs(baseUrl, admin, 'admin/roles/update-default-policies', { policies: {} });
  await browser?.close();
});

describe('ads', () => {
  it('shows one between every two notes of the timeline, mutes it from its menu, and lists it on /ads', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'nettle', 'test-password');
    await page.getByRole('tab', { name: 'Local' }).click();
    const feed = page.getByRole('feed');
    await feed.getByText('first note').waitFor();
    const ads = feed.getByRole('complementary', { name: 'Ad' });
    await expect.poll(() => ads.count()).toBe(2);
    // The widget column ends with the square one.
    await page
      .getByRole('complementary', { name: 'Widgets' })
      .getByRole('link', { name: 'Ad for example.org' })
      .waitFor();
    const link = ads.first().getByRole('link', { name: 'Ad for example.com' });
    expect(await link.getAttribute('href')).toBe('https://example.com/seeds');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await ads.first().getByRole('button', { name: 'About this ad' }).click();
    await page.getByRole('menuitem', { name: 'Show this ad less often' }).click();
    await ads.first().getByRole('button', { name: 'About this ad' }).click();
    await page.getByRole('menuitem', { name: 'Show this ad as usual' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Ads' }).click();
    await page.getByRole('heading', { name: 'Ads', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Ad for example.com' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Ad for example.org' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows none to people whose role may hide ads', async () => {
    await callAs(baseUrl, admin, 'admin/roles/update-default-policies', { policies: { canHideAds: true } });
    const { page, problems } = await openPage(browser, baseUrl, admin, '/ads');
    // /ads lists the running ad, but draws none for this viewer.
    await page.getByRole('heading', { name: 'Ads', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(2);
    // By now the ads' code and the metadata are in: the timeline would draw its ads with its notes.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Timeline' }).click();
    await page.getByRole('tab', { name: 'Local' }).click();
    await page.getByRole('feed').getByText('first note').waitFor();
    expect(await page.getByRole('complementary', { name: 'Ad' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
