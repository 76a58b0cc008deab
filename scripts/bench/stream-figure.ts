import type { Page } from 'playwright-core';
import { callAs, type TestAccount } from '../../tests/support/session';
import { readProbes, resetProbes, watchArrivals } from './page-probes';
import { percentile, RunTable } from './stats';

/**
 * With the home timeline open at the top, posts `rate` notes a second for `seconds` seconds as the
 * poster, once per run, and records the delay from each note's creation on the server (its
 * createdAt, which is when the server sends it) to its element in the page: median and 95th
 * percentile; also notes missed, and the long tasks meanwhile.
 */
export async function measureStreaming(
  page: Page,
  url: string,
  poster: TestAccount,
  options: { rate: number; seconds: number; runs: number },
): Promise<RunTable> {
  const table = new RunTable();
  for (let run = 0; run < options.runs; run++) {
    await page.goto(`${url}/`);
    await page.getByRole('feed').getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle'); // the first view, its widgets and preloads are done
    const marker = `streambench${Date.now().toString(36)}`;
    await watchArrivals(page, marker);
    await resetProbes(page);
    const created = new Map<string, number>();
    const failures: unknown[] = [];
    const posts: Promise<void>[] = [];
    const total = options.rate * options.seconds;
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      const text = `${marker}-${i}`;
      posts.push(
        callAs<{ createdNote: { createdAt: string } }>(url, poster, 'notes/create', { text }).then(
          (answer) => void created.set(text, Date.parse(answer.createdNote.createdAt)),
          (error: unknown) => void failures.push(error),
        ),
      );
    }
    await Promise.all(posts);
    await page.waitForTimeout(1000); // the last notes' way to the page
    const { arrivals, longTasks } = await readProbes(page);
    const seen = new Map<string, number>();
    for (const [text, at] of arrivals) if (!seen.has(text)) seen.set(text, at);
    const delays = [...created].flatMap(([text, at]) => {
      const shownAt = seen.get(text);
      return shownAt === undefined ? [] : [shownAt - at];
    });
    if (failures.length > 0) console.warn(`  streaming run ${run + 1}: ${failures.length} posts failed:`, failures[0]);
    table.addAll({
      median: percentile(delays, 50),
      p95: percentile(delays, 95),
      missed: created.size - delays.length,
      longTasks: longTasks.filter((t) => t > 50).length,
      longestTask: Math.max(0, ...longTasks),
    });
  }
  return table;
}
