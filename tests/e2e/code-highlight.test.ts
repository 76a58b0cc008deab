import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let alice: TestAccount;

beforeAll(async () => {
  await resetInstance(baseUrl);
  alice = await createAccount(baseUrl, 'alice');
  await postNote(baseUrl, alice, { text: 'just words, no code' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What of shiki the page fetched: its core, and the grammars by their scope ('js', 'python'…). */
interface ShikiLoads {
  core: number;
  grammars: string[];
}

/** Watches the page's scripts for shiki's code: its core (by one of its messages) and each grammar. */
function watchShiki(page: Page): ShikiLoads {
  const loads: ShikiLoads = { core: 0, grammars: [] };
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (code) => {
        if (code.includes('Invalid decoration offset')) loads.core++;
        for (const [, scope] of code.matchAll(/scopeName\\*":\\*"source\.([\w.-]+)\\*"/g))
          loads.grammars.push(scope ?? '');
      },
      () => {},
    );
  });
  return loads;
}

describe('code highlighting', () => {
  it('loads shiki only for a code block, then colours its code by its language', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/', { blockServiceWorkers: true });
    const loads = watchShiki(page);
    await signInThroughForm(page, 'alice', 'test-password');
    const feed = page.getByRole('feed');
    await feed.getByText('just words, no code').waitFor();
    // The timeline has settled (the code kept for later has come) without a code block: no shiki.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(loads).toEqual({ core: 0, grammars: [] });

    // Alice writes a note with a JavaScript block in the composer.
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'New note' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.fill('Look:\n```js\nconst answer = 42; // the answer\n```');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The code shows, then in colour: the keyword apart from the plain text and the comment.
    const article = feed.getByRole('article').filter({ hasText: 'Look:' });
    const keyword = article.locator('pre code span span', { hasText: /^const$/ });
    await keyword.waitFor();
    const colours = await keyword.evaluate((span) => {
      const pre = span.closest('pre') as HTMLElement;
      const comment = Array.from(pre.querySelectorAll('span span')).find((s) => s.textContent?.includes('the answer'));
      return {
        keyword: getComputedStyle(span).color,
        comment: comment ? getComputedStyle(comment).color : '',
        text: getComputedStyle(pre).color,
        background: getComputedStyle(pre).backgroundColor,
      };
    });
    expect(colours.keyword).not.toBe(colours.text);
    expect(colours.comment).not.toBe(colours.keyword);
    // The light theme's code colours are Misskey's for its light base: shiki's Catppuccin Latte.
    expect(colours.background).toBe('rgb(239, 241, 245)');
    expect(await article.locator('pre').textContent()).toBe('const answer = 42; // the answer');
    // Only the grammar the block names came, with shiki's core once.
    expect(loads.core).toBe(1);
    expect(loads.grammars).toEqual(['js']);

    // The block's copy button is reached by the keyboard and named.
    const copy = article.getByRole('button', { name: 'Copy code' });
    await copy.focus();
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true);
    // Inline styles set from script pass the page's CSP: nothing was refused.
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a block in a language shiki does not know plain, and inline code plain', async () => {
    const id = await postNote(baseUrl, alice, { text: 'Odd: `inline` and\n```nosuchlang\nplain words here\n```' });
    // The note's own page, where no other note's block loads a grammar.
    const { page, problems } = await openPage(browser, baseUrl, alice, `/notes/${id}`, { blockServiceWorkers: true });
    const loads = watchShiki(page);
    const article = page.getByRole('article').filter({ hasText: 'Odd:' }).first();
    await article.locator('pre').getByText('plain words here').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await article.locator('pre span').count()).toBe(0);
    expect(await article.locator('code', { hasText: 'inline' }).locator('span').count()).toBe(0);
    expect(loads.grammars).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("takes the dark theme's code colours in dark mode", async () => {
    const id = await postNote(baseUrl, alice, { text: 'Dark:\n```ts\nlet n: number = 1;\n```' });
    const { page, problems } = await openPage(browser, baseUrl, alice, '/settings/theme', {
      blockServiceWorkers: true,
    });
    await page.getByRole('switch', { name: "Follow the device's dark mode" }).click();
    await page.getByRole('switch', { name: 'Dark mode', exact: true }).click();
    await page.goto(`${baseUrl}/notes/${id}`);
    const block = page.getByRole('article').filter({ hasText: 'Dark:' }).first().locator('pre');
    await block.locator('span span', { hasText: /^let$/ }).waitFor();
    // Misskey's dark base names shiki's One Dark Pro.
    await expect.poll(() => block.evaluate((pre) => getComputedStyle(pre).backgroundColor)).toBe('rgb(40, 44, 52)');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
