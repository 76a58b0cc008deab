import type { Page } from 'playwright-core';
import { heapAfterGc, readProbes, resetProbes } from './page-probes';
import { scrollThroughFeed } from './scroll-loop';
import { RunTable } from './stats';

/**
 * Scrolls the open home timeline to its end (or `limit` notes) once per run, from a fresh load,
 * and records: the most DOM nodes and note elements in the feed at any point, the JS heap after
 * garbage collection at the end, the longest frame while scrolling, and how long it took.
 */
export async function measureLongScroll(page: Page, url: string, limit: number, runs: number): Promise<RunTable> {
  const table = new RunTable();
  const feed = page.getByRole('feed');
  for (let run = 0; run < runs; run++) {
    await page.goto(`${url}/`);
    await feed.getByRole('article').first().waitFor();
    // Measure the scrolling alone: the widgets and preloads that follow the first view come first.
    await page.waitForLoadState('networkidle');
    await resetProbes(page);
    const started = Date.now();
    const { loaded, most } = await scrollThroughFeed(page, limit, () => page.keyboard.press('End'));
    const seconds = (Date.now() - started) / 1000;
    const { longestFrame } = await readProbes(page);
    table.addAll({
      loaded,
      feedNodes: most.nodes,
      mountedNotes: most.articles,
      documentNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
      heap: (await heapAfterGc(page)) / 1024 / 1024,
      longestFrame,
      seconds,
    });
  }
  return table;
}
