import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { signInContext, type TestAccount } from '../../tests/support/session';
import { OFFERED_LOCALES } from '../locales-plugin';
import { type FirstViewFile, firstViewFile } from './first-view-files';
import { printTrace } from './first-view-trace';
import { installProbes, readProbes } from './page-probes';
import { watchRequests } from './settle-watch';
import { emulateSlowLink } from './slow-link';
import { RunTable } from './stats';

interface Download {
  url: string;
  kind: string;
  /** Which part of the first view's bytes it counts in, if any. */
  counts: FirstViewFile;
  startedAt: number;
  /** When its answer had come, in ms after `startedAt` (-1 when unknown). */
  tookMs: number;
  raw: number;
  gzip: number;
}

const gzipSizes = new Map<string, number>();

/**
 * Opens the home timeline in a fresh browser context (nothing cached) once per run, and records
 * per run: the JS and CSS bytes fetched before the first note showed (raw and gzip), the requests
 * made by then, the time to that note, first contentful paint, and the long tasks meanwhile; the
 * requests the page made by the time it settled (and how many were JS and CSS files), and the
 * extensions' mains activated before that note and by then; then a repeat visit of the same page,
 * counting the code files that did not come from the worker. `throttled` loads over an emulated
 * slow link (100 ms latency, 10 Mbit/s) and skips the repeat visit.
 */
export async function measureColdLoads(
  browser: Browser,
  url: string,
  account: TestAccount,
  runs: number,
  options: { throttled?: boolean; trace?: boolean } = {},
): Promise<RunTable> {
  const table = new RunTable();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, url, account);
    await installProbes(context);
    const page = await context.newPage();
    if (options.throttled) await emulateSlowLink(context, page);
    const downloads: Promise<Download | null>[] = [];
    page.on('response', (response) => downloads.push(describe(response)));
    const requests = watchRequests(page);
    await page.goto(`${url}/`);
    await page.getByRole('feed').getByRole('article').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => typeof window.__benchProbes?.read().firstNoteAt === 'number');
    const readings = await readProbes(page);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const firstNoteAt = readings.firstNoteAt ?? Number.NaN;
    const before = (await Promise.all(downloads)).filter(
      (d): d is Download => d !== null && d.startedAt <= timeOrigin + firstNoteAt,
    );
    if (options.trace && run === 0)
      await printTrace(page, before, timeOrigin, readings.firstContentfulPaint, firstNoteAt);
    const code = before.filter((d) => d.counts === 'code');
    // The strings the first view fetched count in its budget with the code (issue 37).
    const strings = before.filter((d) => d.counts === 'strings');
    if (process.env.BENCH_VERBOSE)
      for (const d of [...code, ...strings]) console.log(`  ${(d.gzip / 1024).toFixed(1)} KB gzip  ${d.url}`);
    const settled = await requests.settled();
    if (process.env.BENCH_VERBOSE)
      for (const r of settled.list) console.log(`  after settle: ${r.kind.padEnd(10)} ${r.url}`);
    const mains = await mainsActivated(page, firstNoteAt);
    table.addAll({
      settledAt: settled.at,
      requestsBySettle: settled.list.length,
      jsFilesBySettle: settled.list.filter((r) => r.kind === 'script').length,
      cssFilesBySettle: settled.list.filter((r) => r.kind === 'stylesheet').length,
    });
    if (options.throttled) {
      table.addAll({ firstNote: firstNoteAt });
      await context.close();
      continue;
    }
    table.addAll({
      jsCssRaw: code.reduce((sum, d) => sum + d.raw, 0) / 1024,
      jsCssGzip: code.reduce((sum, d) => sum + d.gzip, 0) / 1024,
      stringsGzip: strings.reduce((sum, d) => sum + d.gzip, 0) / 1024,
      pageGzip: before.filter((d) => d.counts === 'page').reduce((sum, d) => sum + d.gzip, 0) / 1024,
      firstViewGzip: [...code, ...strings].reduce((sum, d) => sum + d.gzip, 0) / 1024,
      firstViewGzipWorstLanguage:
        (code.reduce((sum, d) => sum + d.gzip, 0) + (await stringsInWorstLanguage(strings))) / 1024,
      requests: before.length,
      firstNote: firstNoteAt,
      firstContentfulPaint: readings.firstContentfulPaint ?? Number.NaN,
      longTasks: readings.longTasks.filter((t) => t > 50).length,
      longestTask: Math.max(0, ...readings.longTasks),
      mainsBeforeFirstNote: mains.beforeFirstNote,
      mainsSettled: mains.settled,
      repeatVisitCodeFetched: await repeatVisit(page),
    });
    await context.close();
  }
  return table;
}

/** The mark the extension host sets as an extension's `main` is activated ('tessera:main:<id>'). */
const MAIN_MARK = 'tessera:main:';

/** The extensions' mains activated before the first note showed, and by now (the page has settled). */
async function mainsActivated(page: Page, firstNoteAt: number): Promise<{ beforeFirstNote: number; settled: number }> {
  const marks = await page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith(prefix))
        .map((m) => ({ name: m.name, at: m.startTime })),
    MAIN_MARK,
  );
  if (process.env.BENCH_VERBOSE) for (const m of marks) console.log(`  ${m.at.toFixed(0)} ms  ${m.name}`);
  return { beforeFirstNote: marks.filter((m) => m.at <= firstNoteAt).length, settled: marks.length };
}

/**
 * The same page again once the service worker has taken it: how many JS and CSS files did not
 * come from the worker's cache (from the network, or fetched by the worker for lack of a copy).
 */
async function repeatVisit(page: Page): Promise<number> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  // The worker keeps what the first visit loaded before it was there (its 'tessera:keep' message);
  // waited for up to 15 s (an async check, so polled here rather than by waitForFunction).
  let kept: string[] = [];
  for (let tries = 0; tries < 75; tries++) {
    const state = await page.evaluate(async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => /\/client-assets\/.+\.(js|css)$/.test(u));
      const keys = (await (await caches.open('tessera-v1')).keys()).map((r) => r.url);
      return { keys, complete: loaded.every((u) => keys.includes(u)) };
    });
    kept = state.keys;
    if (state.complete) break;
    await page.waitForTimeout(200);
  }
  const keptSet = new Set(kept);
  let fetched = 0;
  const count = (response: Response) => {
    if (!/\/client-assets\/.+\.(js|css)$/.test(response.url())) return;
    if (!response.fromServiceWorker() || !keptSet.has(response.url())) fetched++;
  };
  page.on('response', count);
  await page.reload();
  await page.getByRole('feed').getByRole('article').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  page.off('response', count);
  return fetched;
}

async function describe(response: Response): Promise<Download | null> {
  const request = response.request();
  const kind = request.resourceType();
  const timing = request.timing();
  const startedAt = timing.startTime;
  const tookMs = timing.responseEnd;
  // The locale tables are fetch() calls: their bodies are measured too, or the strings count 0.
  const counts = firstViewFile(kind, request.url());
  if (counts === null) return { url: request.url(), kind, counts, startedAt, tookMs, raw: 0, gzip: 0 };
  try {
    const body = await response.body();
    const key = `${request.url()}#${body.length}`;
    let gzip = gzipSizes.get(key);
    if (gzip === undefined) {
      gzip = gzipSync(body, { level: 9 }).length;
      gzipSizes.set(key, gzip);
    }
    return { url: request.url(), kind, counts, startedAt, tookMs, raw: body.length, gzip };
  } catch {
    return null; // the page went away before the body was read
  }
}

/**
 * The gzip bytes of the same string tables in the language whose tables are the largest: the
 * bench reads en-US, and the budget holds in every language (issue 37). Each table the page
 * fetched is fetched again in every offered language.
 */
async function stringsInWorstLanguage(fetched: readonly Download[]): Promise<number> {
  let worst = 0;
  for (const lang of OFFERED_LOCALES) {
    let total = 0;
    for (const table of fetched) {
      const response = await fetch(table.url.replace('/locales/en-US', `/locales/${lang}`));
      total += response.ok ? gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length : table.gzip;
    }
    worst = Math.max(worst, total);
  }
  return worst;
}
