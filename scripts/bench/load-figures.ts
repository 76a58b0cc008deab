import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { signInContext, type TestAccount } from '../../tests/support/session';
import { installProbes, readProbes } from './page-probes';
import { RunTable } from './stats';

interface Download {
  url: string;
  kind: string;
  startedAt: number;
  raw: number;
  gzip: number;
}

const gzipSizes = new Map<string, number>();

/**
 * Opens the home timeline in a fresh browser context (nothing cached) once per run, and records
 * per run: the JS and CSS bytes fetched before the first note showed (raw and gzip), the requests
 * made by then, the time to that note, first contentful paint, and the long tasks meanwhile.
 */
export async function measureColdLoads(
  browser: Browser,
  url: string,
  account: TestAccount,
  runs: number,
): Promise<RunTable> {
  const table = new RunTable();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, url, account);
    await installProbes(context);
    const page = await context.newPage();
    const downloads: Promise<Download | null>[] = [];
    page.on('response', (response) => downloads.push(describe(response)));
    await page.goto(`${url}/`);
    await page.getByRole('feed').getByRole('article').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => typeof window.__benchProbes?.read().firstNoteAt === 'number');
    const readings = await readProbes(page);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const firstNoteAt = readings.firstNoteAt ?? Number.NaN;
    const before = (await Promise.all(downloads)).filter(
      (d): d is Download => d !== null && d.startedAt <= timeOrigin + firstNoteAt,
    );
    const code = before.filter((d) => d.kind === 'script' || d.kind === 'stylesheet');
    if (process.env.BENCH_VERBOSE)
      for (const d of code) console.log(`  ${(d.gzip / 1024).toFixed(1)} KB gzip  ${d.url}`);
    table.addAll({
      jsCssRaw: code.reduce((sum, d) => sum + d.raw, 0) / 1024,
      jsCssGzip: code.reduce((sum, d) => sum + d.gzip, 0) / 1024,
      requests: before.length,
      firstNote: firstNoteAt,
      firstContentfulPaint: readings.firstContentfulPaint ?? Number.NaN,
      longTasks: readings.longTasks.filter((t) => t > 50).length,
      longestTask: Math.max(0, ...readings.longTasks),
    });
    await context.close();
  }
  return table;
}

async function describe(response: Response): Promise<Download | null> {
  const request = response.request();
  const kind = request.resourceType();
  const startedAt = request.timing().startTime;
  if (kind !== 'script' && kind !== 'stylesheet') return { url: request.url(), kind, startedAt, raw: 0, gzip: 0 };
  try {
    const body = await response.body();
    const key = `${request.url()}#${body.length}`;
    let gzip = gzipSizes.get(key);
    if (gzip === undefined) {
      gzip = gzipSync(body, { level: 9 }).length;
      gzipSizes.set(key, gzip);
    }
    return { url: request.url(), kind, startedAt, raw: body.length, gzip };
  } catch {
    return null; // the page went away before the body was read
  }
}
