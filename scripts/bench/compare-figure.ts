import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { signInContext, type TestAccount } from '../../tests/support/session';
import { printTrace, type TracedRequest } from './first-view-trace';
import { heapAfterGc } from './page-probes';
import { waitForQuietMachine } from './quiet-machine';
import { watchRequests } from './settle-watch';
import { emulateSlowLink } from './slow-link';
import { RunTable } from './stats';

/** How far each client is scrolled before its DOM and heap are counted: about 200 notes. */
const SCROLL_STEPS = 30;

/** One client as the side-by-side figure loads it: its address and how it is signed in. */
interface Client {
  url: string;
  signIn(context: BrowserContext): Promise<unknown>;
  /** Only the first note and paint are measured (the floor page has nothing to scroll). */
  firstNoteOnly?: boolean;
  /** Prints the trace of its first cold load (Tessera's). */
  trace?: boolean;
  /** Loads over the emulated slow link, and is measured up to the page settling (no scrolling). */
  throttled?: boolean;
}

/**
 * Cold loads of Tessera (in proxy mode) and of the server's own web client, alternating, in one
 * run, each on a device that has shown that client once before (its stored data kept, an empty
 * HTTP cache), measured the same way: the newest note of the home timeline (a marker word the bench
 * posted) found in the page, first contentful paint, the JS and CSS bytes on the wire (as sent,
 * compressed or not) and requests before that note, the requests by the time the page settled
 * (and the JS files among them), then the DOM nodes and JS heap after
 * scrolling through about 200 notes. `throttled` loads each over the emulated slow link (100 ms,
 * 10 Mbit/s) and measures up to the page settling, without the scrolling.
 */
export async function measureSideBySide(
  browser: Browser,
  options: {
    tessera: string;
    instance: string;
    account: TestAccount;
    marker: string;
    runs: number;
    /** The floor pages' addresses (floor-page.ts), each loaded in every run beside the clients. */
    floors?: { floor: string; framed?: string; react?: string };
    throttled?: boolean;
  },
): Promise<{ tessera: RunTable; web: RunTable; floor: RunTable; framed: RunTable; react: RunTable }> {
  const me = await (
    await fetch(`${options.instance}/api/i`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: options.account.token }),
    })
  ).json();
  const throttled = options.throttled === true;
  const tessera: Client = {
    url: options.tessera,
    throttled,
    signIn: (context) => signInContext(context, options.tessera, options.account),
  };
  // Misskey's web client keeps the signed-in account, token included, in localStorage's `account`.
  const web: Client = {
    url: options.instance,
    throttled,
    signIn: (context) =>
      context.addInitScript({
        content: `if (location.origin === ${JSON.stringify(new URL(options.instance).origin)}) localStorage.setItem('account', ${JSON.stringify(JSON.stringify({ ...me, token: options.account.token }))});`,
      }),
  };
  const tables = {
    tessera: new RunTable(),
    web: new RunTable(),
    floor: new RunTable(),
    framed: new RunTable(),
    react: new RunTable(),
  };
  // Each client's device has shown its page once before: its stored data is kept, its HTTP cache
  // is not (issue 39: what a returning person meets when the browser has dropped its cache).
  const tesseraStored = await storedAfterOneVisit(browser, tessera, options.marker);
  const webStored = await storedAfterOneVisit(browser, web, options.marker);
  const loads: { table: keyof typeof tables; client: Client; stored?: StoredData }[] = [
    { table: 'tessera', client: tessera, stored: tesseraStored },
    { table: 'web', client: web, stored: webStored },
  ];
  for (const table of ['floor', 'framed', 'react'] as const) {
    const url = options.floors?.[table];
    if (url) loads.push({ table, client: { url, signIn: async () => {}, firstNoteOnly: true, throttled } });
  }
  for (let run = 0; run < options.runs; run++) {
    // Each run starts one page later, and each load waits for the machine to be quiet: a page
    // loaded right after the web client's met the server and the browser still busy with it (the
    // floor page's first note took 350 to 510 ms there, about 200 ms after a quiet pause).
    for (let i = 0; i < loads.length; i++) {
      const load = loads[(run + i) % loads.length] as (typeof loads)[number];
      const trace = load.table === 'tessera' && run === 0 && !throttled;
      tables[load.table].addAll(await coldLoad(browser, { ...load.client, trace }, options.marker, load.stored));
      await waitForQuietMachine();
    }
  }
  return tables;
}

/** Stored data of a browser context (localStorage, IndexedDB), as Playwright saves it. */
type StoredData = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What a client has stored on the device once its page has shown its first note and settled. */
async function storedAfterOneVisit(browser: Browser, client: Client, marker: string): Promise<StoredData> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await client.signIn(context);
  await context.addInitScript({ content: watchMarker(marker) });
  const page = await context.newPage();
  const requests = watchRequests(page);
  await page.goto(`${client.url}/`);
  await page.waitForFunction(() => typeof window.__markerSeenAt === 'number', undefined, { timeout: 60_000 });
  await requests.settled();
  const stored = await context.storageState({ indexedDB: true });
  await context.close();
  return stored;
}

async function coldLoad(
  browser: Browser,
  client: Client,
  marker: string,
  stored?: StoredData,
): Promise<Record<string, number>> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(stored ? { storageState: stored } : {}),
  });
  await client.signIn(context);
  await context.addInitScript({ content: watchMarker(marker) });
  const page = await context.newPage();
  if (client.throttled) await emulateSlowLink(context, page);
  const responses: Promise<Wire | null>[] = [];
  page.on('response', (response) => responses.push(wireOf(response)));
  const requests = watchRequests(page);
  await page.goto(`${client.url}/`);
  await page.waitForFunction(() => typeof window.__markerSeenAt === 'number', undefined, { timeout: 60_000 });
  const { seenAt, fcp, origin } = await page.evaluate(() => ({
    seenAt: window.__markerSeenAt ?? Number.NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    origin: performance.timeOrigin,
  }));
  const before = (await Promise.all(responses)).filter((w): w is Wire => w !== null && w.startedAt <= origin + seenAt);
  if (client.trace) await printTrace(page, before, origin, fcp, seenAt);
  if (client.firstNoteOnly) {
    await context.close();
    return { firstNote: seenAt, firstContentfulPaint: fcp };
  }
  const code = before.filter((w) => w.kind === 'script' || w.kind === 'stylesheet');
  const settled = await requests.settled();
  if (client.throttled) {
    await context.close();
    return {
      firstNote: seenAt,
      firstContentfulPaint: fcp,
      codeKb: code.reduce((sum, w) => sum + w.bytes, 0) / 1024,
      requests: before.length,
      requestsBySettle: settled.list.length,
    };
  }
  await scrollDown(page);
  const figures = {
    firstNote: seenAt,
    firstContentfulPaint: fcp,
    codeKb: code.reduce((sum, w) => sum + w.bytes, 0) / 1024,
    requests: before.length,
    requestsBySettle: settled.list.length,
    jsFilesBySettle: settled.list.filter((r) => r.kind === 'script').length,
    domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    heapMb: (await heapAfterGc(page)) / 1024 / 1024,
  };
  await context.close();
  return figures;
}

interface Wire extends TracedRequest {
  bytes: number;
}

async function wireOf(response: Response): Promise<Wire | null> {
  const request = response.request();
  try {
    const sizes = await request.sizes();
    const timing = request.timing();
    return {
      url: request.url(),
      kind: request.resourceType(),
      startedAt: timing.startTime,
      tookMs: timing.responseEnd,
      bytes: sizes.responseBodySize,
    };
  } catch {
    return null; // the page went away first
  }
}

/** Scrolls the page (or its scrolling column) down, letting each client load what it loads as it goes. */
async function scrollDown(page: Page): Promise<void> {
  for (let step = 0; step < SCROLL_STEPS; step++) {
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1600);
    await page.waitForTimeout(250);
  }
}

declare global {
  interface Window {
    __markerSeenAt?: number;
  }
}

/**
 * The page script that notes the frame in which the marker word first shows, run before the
 * page's own scripts. Written as text: the bench's compiler must not add helpers to it.
 */
function watchMarker(marker: string): string {
  return `(() => {
    const marker = ${JSON.stringify(marker)};
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node.textContent || '').includes(marker)) continue;
          observer.disconnect();
          requestAnimationFrame(() => { window.__markerSeenAt = performance.now(); });
          return;
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}
