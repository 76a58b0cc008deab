import type { Page } from 'playwright-core';
import { heapAfterGc, readProbes, resetProbes } from './page-probes';
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
    let most = { nodes: 0, articles: 0 };
    let loaded = 0;
    for (let stalls = 0; stalls < 20 && loaded < limit; ) {
      await page.keyboard.press('End');
      const grew = await page
        .waitForFunction(
          (before) => {
            const feed = document.querySelector('[role="feed"]');
            const items = Number(feed?.getAttribute('data-items'));
            return items > before || feed?.nextElementSibling?.textContent === 'You have reached the end.';
          },
          loaded,
          { timeout: 2000, polling: 20 },
        )
        .then(
          () => true,
          () => false,
        );
      const now = await page.evaluate(() => {
        const element = document.querySelector('[role="feed"]');
        return {
          items: Number(element?.getAttribute('data-items')),
          nodes: element?.getElementsByTagName('*').length ?? 0,
          articles: element?.querySelectorAll('article').length ?? 0,
          ended: element?.nextElementSibling?.textContent === 'You have reached the end.',
        };
      });
      most = { nodes: Math.max(most.nodes, now.nodes), articles: Math.max(most.articles, now.articles) };
      if (now.ended) {
        loaded = now.items;
        break;
      }
      stalls = grew && now.items > loaded ? 0 : stalls + 1;
      loaded = now.items;
    }
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
