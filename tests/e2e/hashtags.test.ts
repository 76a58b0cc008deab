import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  const bob = await createAccount(baseUrl, 'bob');
  await postNote(baseUrl, alice, { text: 'first shoots #Gardening' });
  await postNote(baseUrl, bob, { text: 'compost day #gardening #soil' });
  await postNote(baseUrl, bob, { text: 'no tags here' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('hashtags', () => {
  it('shows what is trending in the widget column and opens a tag from there', async () => {
    const { page, problems } = await openPage(browser, baseUrl, alice, '/');
    const trends = page.getByRole('complementary', { name: 'Widgets' }).getByRole('region', { name: 'Trends' });
    await trends.getByText('2 people talking').waitFor();
    await trends.getByRole('link', { name: '#gardening' }).click();
    await page.waitForURL(/\/tags\/gardening$/);
    const feed = page.getByRole('feed', { name: 'Notes tagged #gardening' });
    await feed.getByText('compost day').waitFor();
    await feed.getByText('first shoots').waitFor();
    expect(await feed.getByText('no tags here').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows a hashtag link inside a note, also for visitors', async () => {
    const { page } = await openPage(browser, baseUrl, null, '/tags/soil', { viewport: { width: 390, height: 844 } });
    const feed = page.getByRole('feed', { name: 'Notes tagged #soil' });
    await feed.getByRole('link', { name: '#gardening' }).click();
    await page.getByRole('feed', { name: 'Notes tagged #gardening' }).getByText('first shoots').waitFor();
    await page.goto(`${baseUrl}/tags/nothing-here`);
    await page.getByText('No notes with this hashtag yet.').waitFor();
    await page.context().close();
  });
});
