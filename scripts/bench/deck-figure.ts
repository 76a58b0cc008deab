import type { Browser } from 'playwright-core';
import { callAs, signInContext, type TestAccount } from '../../tests/support/session';
import { heapAfterGc } from './page-probes';
import { RunTable } from './stats';

/** The text under a feed once it has nothing more to load. */
const END_TEXT = 'You have reached the end.';

/** A deck profile of `count` home timeline columns, as the deck keeps profiles in the registry. */
function timelineColumns(count: number) {
  const columns = Array.from({ length: count }, (_, i) => ({
    id: `bench${i}`,
    type: 'tl',
    name: `Timeline ${i + 1}`,
    width: 330,
    tl: 'home',
  }));
  return { columns, layout: columns.map((c) => [c.id]) };
}

/**
 * Figure 10: the deck with `columns` timeline columns. Per run, from a fresh signed-in context:
 * the time from navigation until every column shows a note, then every column scrolled on until
 * it holds `perColumn` notes (or reaches its end), and the DOM nodes, the JS heap after garbage
 * collection and the WebSockets opened.
 */
export async function measureDeck(
  browser: Browser,
  url: string,
  reader: TestAccount,
  options: { columns: number; perColumn: number; runs: number },
): Promise<RunTable> {
  const table = new RunTable();
  await callAs(url, reader, 'i/registry/set', {
    scope: ['client', 'deck', 'profiles'],
    key: 'default',
    value: timelineColumns(options.columns),
  });
  for (let run = 0; run < options.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 2600, height: 1000 } });
    await signInContext(context, url, reader);
    // Misskey's `ui` key on the device chooses the deck.
    await context.addInitScript(() => localStorage.setItem('ui', 'deck'));
    const page = await context.newPage();
    let sockets = 0;
    page.on('websocket', () => {
      sockets++;
    });
    await page.goto(`${url}/`);
    const columnFeeds = (count: number) => {
      const feeds = Array.from(document.querySelectorAll('[data-deck-column] [role="feed"]'));
      return feeds.length >= count && feeds.every((feed) => feed.querySelector('article'));
    };
    await page.waitForFunction(columnFeeds, options.columns, { timeout: 60_000, polling: 'raf' });
    const firstView = await page.evaluate(() => performance.now());

    const loaded = await scrollColumns(page, options.perColumn);
    // Let the last pages' notes settle in before counting.
    await page.waitForTimeout(1000);
    table.addAll({
      firstView,
      leastLoaded: Math.min(...loaded),
      documentNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
      articles: await page.evaluate(() => document.querySelectorAll('article').length),
      heap: (await heapAfterGc(page)) / 1024 / 1024,
      sockets,
    });
    await context.close();
  }
  return table;
}

/**
 * Scrolls every column's box to its bottom, again and again, until each holds `limit` notes or
 * says it has reached its end, or none grows for 20 rounds. Gives how many each holds.
 */
async function scrollColumns(page: import('playwright-core').Page, limit: number): Promise<number[]> {
  let counts: number[] = [];
  for (let stalls = 0; stalls < 20; ) {
    const before = counts;
    counts = await page.evaluate(
      ([limit, endText]) => {
        const feeds = Array.from(document.querySelectorAll<HTMLElement>('[data-deck-column] [role="feed"]'));
        return feeds.map((feed) => {
          const items = Number(feed.getAttribute('data-items'));
          const ended = feed.nextElementSibling?.textContent === endText;
          if (items < Number(limit) && !ended) {
            let box: HTMLElement | null = feed.parentElement;
            while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement;
            box?.scrollTo({ top: box.scrollHeight });
            return items;
          }
          return ended ? Number.POSITIVE_INFINITY : items;
        });
      },
      [limit, END_TEXT] as const,
    );
    if (counts.every((n) => n >= limit)) break;
    await page.waitForTimeout(150);
    stalls = counts.some((n, i) => n > (before[i] ?? 0)) ? 0 : stalls + 1;
  }
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-deck-column] [role="feed"]')).map((feed) =>
      Number(feed.getAttribute('data-items')),
    ),
  );
}
