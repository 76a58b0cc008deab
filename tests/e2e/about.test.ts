import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  await resetInstance(baseUrl);
  const admin = await createAccount(baseUrl, 'olive');
  await createAccount(baseUrl, 'pete');
  await postNote(baseUrl, admin, { text: 'welcome to the garden server' });
  await callAs(baseUrl, admin, 'admin/update-meta', {
    name: 'Garden Social',
    description: 'A server for **gardeners**.',
    serverRules: ['Be kind.', 'No spam.'],
    maintainerName: 'Olive',
    maintainerEmail: 'olive@example.com',
    tosUrl: 'https://example.com/terms',
    // The server's own pictures for empty lists and missing pages.
    infoImageUrl: 'https://example.com/info.png',
    notFoundImageUrl: 'https://example.com/lost.png',
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('about', () => {
  it('tells a member about the server: description, rules, numbers, contact and its emoji', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'pete', 'test-password');
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    // About opens the about menu; its first entry is the server's page.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'About' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Charts' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Federation' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Terms of service' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Server info' }).click();
    await page.getByRole('heading', { name: 'About Garden Social', level: 1 }).waitFor();
    await page.getByText('gardeners').waitFor();
    const rules = page.getByRole('region', { name: 'Server rules' }).getByRole('listitem');
    expect(await rules.allTextContents()).toEqual(['Be kind.', 'No spam.']);
    const numbers = page.getByRole('region', { name: 'In numbers' });
    await numbers.getByText('Users').waitFor();
    expect(await numbers.getByRole('definition').first().textContent()).toBe('2');
    await page.getByRole('link', { name: 'Terms of service' }).waitFor();
    // This server does not federate: no Federation tab.
    expect(await page.getByRole('tab', { name: 'Federation' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Custom emoji' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#emojis');
    await page.getByText('This server has no custom emoji yet.').waitFor();

    // Charts: today's numbers, drawn and as a table.
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#charts');
    await page.getByRole('img', { name: 'Notes posted, by kind, the last 30 periods' }).waitFor();
    await page.getByText('The numbers').click();
    const today = page.getByRole('table', { name: 'The numbers' }).getByRole('row').nth(1);
    expect(await today.getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '0']);
    await page.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'People in total' });
    await expect.poll(() => today.getByRole('cell').allTextContents()).toEqual(['2']);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Per hour' });
    await page.getByRole('img', { name: 'People in total, the last 48 periods' }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'olive@example.com' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'About the software' }).click();
    await page.getByRole('heading', { name: 'About the software', level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("draws an empty list with the server's information picture, and a missing page with its own", async () => {
    const reader = await createAccount(baseUrl, 'quill');
    const { page, problems } = await openPage(browser, baseUrl, reader, '/my/favorites');
    const empty = page.getByText('No favorites yet.');
    await empty.waitFor();
    const picture = await empty.evaluate((p) => getComputedStyle(p, '::before').backgroundImage);
    expect(picture).toContain('https://example.com/info.png');
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const lost = page.getByRole('main').locator('img').first();
    await expect.poll(() => lost.getAttribute('src')).toBe('https://example.com/lost.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("draws a person's activity on their profile: notes, follows and profile views", async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/@olive');
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Activity' }).click();
    const panel = page.getByRole('region', { name: 'Activity of olive' });
    await panel.getByRole('img', { name: 'Notes posted, by kind, the last 30 periods' }).waitFor();
    await panel.getByText('The numbers').click();
    const today = panel.getByRole('table', { name: 'The numbers' }).getByRole('row').nth(1);
    expect(await today.getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '0']);
    await panel.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'Profile views' });
    // This visit is a visitor's view of her profile.
    await expect
      .poll(async () => {
        const [signedIn, visitors] = await today.getByRole('cell').allTextContents();
        return signedIn === '0' && Number(visitors) >= 1;
      })
      .toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the emoji tab straight from /about#emojis, for visitors too', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/about#emojis');
    await page.getByRole('tab', { name: 'Custom emoji', selected: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
