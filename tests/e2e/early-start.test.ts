import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { callAs, createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dana: TestAccount;
let erin: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  dana = await createAccount(baseUrl, 'dana');
  erin = await createAccount(baseUrl, 'erin');
  await callAs(baseUrl, dana, 'following/create', { userId: erin.id });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** When, in ms after navigation, the page asked for an address first, and when its kernel started. */
async function startOrder(page: Page, path: string): Promise<{ asked: number; kernel: number }> {
  return page.evaluate((wanted) => {
    const asked = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === wanted)
      .map((e) => e.startTime);
    const kernel = performance.getEntriesByName('tessera:boot:kernel')[0]?.startTime ?? Number.NaN;
    return { asked: Math.min(...asked), kernel };
  }, path);
}

/**
 * The first page's files (scripts, stylesheets, string tables asked for before it rendered) that
 * left only once the kernel had started.
 */
async function filesAskedLate(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const at = (mark: string) => performance.getEntriesByName(`tessera:boot:${mark}`)[0]?.startTime ?? Number.NaN;
    const kernel = at('kernel');
    const pages = at('pages');
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= pages && e.startTime >= kernel)
      .map((e) => new URL(e.name).pathname)
      .filter((path) => /\.(js|css)$/.test(path) || /^\/assets\/locales\/[^/]+\/[^_]/.test(path));
  });
}

/** Counts the requests for a timeline's first page (not its older pages) from now on. */
function countFirstPages(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== path) return;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    if (body.untilId === undefined && body.sinceId === undefined) count += 1;
  });
  return () => count;
}

/** Waits until the first view has settled and what it asked for is remembered for the next start. */
async function remembered(page: Page, endpoint: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (localStorage.getItem('tessera:early-calls') ?? '').includes(`"endpoint":"${wanted}"`),
    endpoint,
  );
}

describe('a start that asks for what the last start of the address needed', () => {
  it('after signing in through the form, the next start of the timeline asks for its page and its code before the kernel starts', async () => {
    await postNote(baseUrl, erin, { text: 'waiting on the next start' });
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'dana', 'test-password');
    await page.getByRole('tab', { name: 'Home', selected: true }).waitFor();
    await page.getByRole('feed').getByText('waiting on the next start').waitFor();
    await remembered(page, 'notes/timeline');

    await postNote(baseUrl, erin, { text: 'posted between the two starts' });
    const firstPages = countFirstPages(page, '/api/notes/timeline');
    await page.reload();
    // The early answer is this start's own: a note posted since the last start is in it.
    await page.getByRole('feed').getByText('posted between the two starts').waitFor();
    const timeline = await startOrder(page, '/api/notes/timeline');
    expect(timeline.asked).toBeLessThan(timeline.kernel);
    // Taken by the page: no second request for the first page.
    expect(firstPages()).toBe(1);
    // The timeline page's code, stylesheet and strings left with it, not once the kernel had
    // found the route.
    expect(await filesAskedLate(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks for the timeline chosen last (local), and shows it with its tab', async () => {
    await postNote(baseUrl, erin, { text: 'on the local timeline' });
    const { page, problems } = await openPage(browser, baseUrl, dana, '/');
    await page.getByRole('tab', { name: 'Local' }).click();
    await page.getByRole('tab', { name: 'Local', selected: true }).waitFor();
    await page.getByRole('feed').getByText('on the local timeline').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Local', selected: true }).waitFor();
    await page.getByRole('feed').getByText('on the local timeline').waitFor();
    await remembered(page, 'notes/local-timeline');
    const firstPages = countFirstPages(page, '/api/notes/local-timeline');
    await page.reload();
    await page.getByRole('feed').getByText('on the local timeline').waitFor();
    const local = await startOrder(page, '/api/notes/local-timeline');
    expect(local.asked).toBeLessThan(local.kernel);
    expect(firstPages()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
