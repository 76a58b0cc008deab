import type { Browser, BrowserContext, Page } from 'playwright-core';
import { guardPage } from './page-guard';
import { signInContext, type TestAccount } from './session';

/** How to open a page: the window size, and anything to set up on the context first. */
export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** Other accounts stored on the device besides the signed-in one. */
  otherAccounts?: readonly TestAccount[];
  /** Runs on the new context before the page loads (routes, init scripts). */
  prepare?(context: BrowserContext): Promise<void>;
  /** Keeps the service worker out, so that routes see every request (the worker answers from its cache). */
  blockServiceWorkers?: boolean;
}

/**
 * Opens a path in a fresh browser context, signed in as the account (or as a visitor for null),
 * watching it for uncaught errors and CSP violations. Close it with `page.context().close()`.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  account: TestAccount | null,
  path: string,
  options: OpenPageOptions = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  });
  if (account) await signInContext(context, baseUrl, account, options.otherAccounts ?? []);
  await options.prepare?.(context);
  const page = await context.newPage();
  const { problems } = guardPage(page);
  await page.goto(`${baseUrl}${path}`);
  return { page, problems };
}
