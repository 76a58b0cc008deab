import type { Page } from 'playwright-core';

/** The page has settled when no request has been in flight for this long. */
const QUIET_MS = 2000;

/**
 * Records the requests the page makes (the service worker's own excepted); `settled` waits until
 * none has been in flight for QUIET_MS (at most 30 s) and gives them all, with the time the last
 * one ended, in ms from navigation start.
 */
export function watchRequests(page: Page): {
  settled(): Promise<{ at: number; list: { url: string; kind: string }[] }>;
} {
  const list: { url: string; kind: string }[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  let lastEnd = Date.now();
  page.on('request', (request) => {
    list.push({ url: request.url(), kind: request.resourceType() });
    inFlight++;
    lastChange = Date.now();
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
    lastEnd = lastChange;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
        await page.waitForTimeout(100);
      const origin = await page.evaluate(() => performance.timeOrigin);
      return { at: lastEnd - origin, list: [...list] };
    },
  };
}
