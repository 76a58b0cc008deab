import type { BrowserContext, Page } from 'playwright-core';

/** The emulated slow link of the throttled figures: 100 ms latency, 10 Mbit/s each way. */
const SLOW_LINK = { offline: false, latency: 100, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 };

/** Puts the page on the slow link through the DevTools protocol, before it loads anything. */
export async function emulateSlowLink(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
}
