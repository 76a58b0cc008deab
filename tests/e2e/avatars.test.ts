import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  bob = await createAccount(baseUrl, 'bob');
  await createAccount(baseUrl, 'carol');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

describe('avatars and names', () => {
  it('turns a person into a cat in Settings > Profile: their note reads as a cat says it, their avatar wears ears', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'alice', 'test-password');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notifications' }).waitFor();
    await page.goto(`${baseUrl}/settings/profile`);
    const section = main(page).getByRole('region', { name: 'Profile' });
    const cat = section.getByRole('switch', { name: 'This is a cat account' });
    expect(await cat.getAttribute('aria-checked')).toBe('false');
    await cat.click();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved.').waitFor();
    expect((await callAs<{ isCat: boolean }>(baseUrl, alice, 'i', {})).isCat).toBe(true);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.keyboard.press('n');
    const composer = page.getByRole('dialog', { name: 'New note' });
    await composer.getByRole('textbox', { name: 'Text' }).fill('Good morning, everyone! Time for a nap `nap` #banana');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const note = page.getByRole('feed').getByRole('article', { name: 'Note by alice' });
    // The words are the cat's; the code and the hashtag stay as written.
    await note.getByText('Good mornyan, everynyan! Time for a nyap').waitFor();
    expect(await note.getByRole('code').textContent()).toBe('nap');
    await note.getByRole('link', { name: '#banana' }).waitFor();

    // The avatar keeps its name; the ears, hidden from assistive technology, rise above the picture.
    const avatar = note.getByRole('link', { name: '@alice', exact: true });
    const ears = avatar.locator('[aria-hidden="true"] > *');
    await ears.first().waitFor();
    const picture = await avatar.locator('img').first().boundingBox();
    const earTops = await ears.evaluateAll((all) => all.map((ear) => ear.getBoundingClientRect().top));
    expect(earTops).toHaveLength(2);
    for (const top of earTops) expect(top).toBeLessThan(picture?.y ?? 0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows another person's online status on their profile as a dot with a name", async () => {
    await callAs(baseUrl, bob, 'i', {}); // bob is about now
    const { page, problems } = await openPage(browser, baseUrl, alice, '/@bob');
    await main(page).getByRole('img', { name: 'Online now' }).waitFor();
    await page.goto(`${baseUrl}/@carol`);
    await main(page).getByRole('heading', { level: 1, name: 'carol' }).waitFor();
    // carol has never been seen.
    await main(page).getByRole('img', { name: 'Offline' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
