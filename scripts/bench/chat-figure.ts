import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/instance/db/database';
import { genAid } from '../../server/instance/ids';
import { heapAfterGc, readProbes, resetProbes } from './page-probes';
import { scrollThroughFeed } from './scroll-loop';
import { RunTable } from './stats';

/**
 * Writes a one-to-one conversation straight into a local instance's database, the two sides
 * taking turns one message a second up to now, already read: the API would take minutes.
 */
export function insertChatMessages(dataDir: string, a: string, b: string, count: number): void {
  const db = openDatabase(dataDir);
  try {
    const insert = db.prepare(
      'INSERT INTO chat_messages (id, created_at, from_user_id, to_user_id, text) VALUES (?, ?, ?, ?, ?)',
    );
    const newest = Date.now() - 1000;
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const createdAt = newest - (count - i) * 1000;
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        insert.run(genAid(createdAt), createdAt, from, to, `message ${i}: see you at **the market** :sunny:`);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * Opens the conversation with `otherId` and scrolls it back to its first message once per run,
 * recording the most DOM nodes and message elements in its feed at any point, the JS heap after
 * garbage collection at the end, the longest frame while scrolling, and how long it took.
 */
export async function measureChatScroll(page: Page, url: string, otherId: string, count: number, runs: number) {
  const table = new RunTable();
  const feed = page.getByRole('feed', { name: 'Messages' });
  for (let run = 0; run < runs; run++) {
    await page.goto(`${url}/chat/user/${otherId}`);
    await feed.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    await resetProbes(page);
    const started = Date.now();
    // Up to the oldest message shown each time: the feed asks for the page before it.
    const { loaded, most } = await scrollThroughFeed(page, count, () =>
      page.evaluate(() => {
        const box = document.querySelector('[role="feed"]');
        if (box) box.scrollTop = -box.scrollHeight;
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const { longestFrame } = await readProbes(page);
    table.addAll({
      loaded,
      feedNodes: most.nodes,
      mountedMessages: most.articles,
      heap: (await heapAfterGc(page)) / 1024 / 1024,
      longestFrame,
      seconds,
    });
  }
  return table;
}
