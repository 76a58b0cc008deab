import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';

/** What the probes in the page have recorded so far. */
export interface ProbeReadings {
  /** Milliseconds from navigation start to the frame that first showed a timeline note. */
  firstNoteAt: number | null;
  firstContentfulPaint: number | null;
  /** Durations of the main thread's tasks over 50 ms since the last reset. */
  longTasks: number[];
  /**
   * The most main-thread work (scripts, style, layout, paint) in one of the frames that took over
   * 50 ms since the last reset (0 when none did), in ms.
   */
  longestFrame: number;
  /** Notes seen arriving in the feed: their text and the wall-clock time they were added. */
  arrivals: [string, number][];
}

declare global {
  interface Window {
    __benchProbes?: {
      read(): ProbeReadings;
      reset(): void;
      watchArrivals(marker: string): void;
    };
  }
}

/**
 * Installs the page-side probes in every page of the context before any of its scripts run: the
 * first note's frame, first contentful paint, long tasks, frame gaps, and note arrivals.
 */
export async function installProbes(context: BrowserContext): Promise<void> {
  // A plain script file: Playwright sends it as it is, so no compiler helpers leak into the page.
  await context.addInitScript({ path: fileURLToPath(new URL('page-probes.browser.js', import.meta.url)) });
}

/** Reads the probes' readings from the page. */
export function readProbes(page: Page): Promise<ProbeReadings> {
  return page.evaluate(() => {
    const probes = window.__benchProbes;
    if (!probes) throw new Error('the bench probes are not installed in this page');
    return probes.read();
  });
}

/** Clears long tasks, frame gaps and arrivals, to measure one phase on its own. */
export function resetProbes(page: Page): Promise<void> {
  return page.evaluate(() => window.__benchProbes?.reset());
}

/** Starts recording notes whose text contains the marker as they are added to the page. */
export function watchArrivals(page: Page, marker: string): Promise<void> {
  return page.evaluate((m) => window.__benchProbes?.watchArrivals(m), marker);
}

/** The JS heap in use after a full garbage collection, in bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}
