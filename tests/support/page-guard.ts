import type { Page } from 'playwright-core';

/**
 * Collects what should never happen on a page: uncaught errors and Content-Security-Policy
 * violations (user content and our own code must both run under the strict policy).
 */
export function guardPage(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) problems.push(`CSP: ${text}`);
  });
  return { problems };
}
