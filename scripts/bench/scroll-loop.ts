import type { Page } from 'playwright-core';

/** The text under a feed once it has nothing more to load. */
const END_TEXT = 'You have reached the end.';

/**
 * Scrolls the page's feed on until it holds `limit` items, says it has reached its end, or stops
 * growing for 20 nudges; `nudge` moves it towards the items not yet loaded. Gives how many it
 * held, and the most DOM nodes and article elements it held at any point.
 */
export async function scrollThroughFeed(
  page: Page,
  limit: number,
  nudge: () => Promise<void>,
): Promise<{ loaded: number; most: { nodes: number; articles: number } }> {
  let most = { nodes: 0, articles: 0 };
  let loaded = 0;
  for (let stalls = 0; stalls < 20 && loaded < limit; ) {
    await nudge();
    const grew = await page
      .waitForFunction(
        ([before, endText]) => {
          const feed = document.querySelector('[role="feed"]');
          const items = Number(feed?.getAttribute('data-items'));
          return items > Number(before) || feed?.nextElementSibling?.textContent === endText;
        },
        [loaded, END_TEXT] as const,
        { timeout: 2000, polling: 20 },
      )
      .then(
        () => true,
        () => false,
      );
    const now = await page.evaluate((endText) => {
      const feed = document.querySelector('[role="feed"]');
      return {
        items: Number(feed?.getAttribute('data-items')),
        nodes: feed?.getElementsByTagName('*').length ?? 0,
        articles: feed?.querySelectorAll('article').length ?? 0,
        ended: feed?.nextElementSibling?.textContent === endText,
      };
    }, END_TEXT);
    most = { nodes: Math.max(most.nodes, now.nodes), articles: Math.max(most.articles, now.articles) };
    if (now.ended) return { loaded: now.items, most };
    stalls = grew && now.items > loaded ? 0 : stalls + 1;
    loaded = now.items;
  }
  return { loaded, most };
}
