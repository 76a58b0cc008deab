import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The flags every test browser runs with: this machine has no sandbox, GPU or outside network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium 156 opens a window per browser context, and each window loads the address
 * bar's popups (two WebUI pages of about a hundred modules each) in renderers of their own. A
 * person's browser does that once; here it took half of each context's start (1.0 against 0.5 s)
 * and competed for the two cores with the page being measured, so the bench turns them off. The
 * end-to-end tests do not yet: with it, a push test's notification failed to show once in a full
 * run and once in three parallel runs of its file, and the cause is not found.
 */
export const QUIET_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** Finds Chromium: CHROMIUM_PATH first, then Debian's /usr/bin/chromium. */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  fallback = '/usr/bin/chromium',
): string {
  const candidates = [env.CHROMIUM_PATH, fallback].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `Chromium was not found (looked at ${candidates.join(', ')}). Install Debian's package ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

/** Starts headless Chromium through playwright-core (with `QUIET_CHROMIUM_FLAGS` if `quiet`). */
export function launchChromium({ quiet = false }: { quiet?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: quiet ? QUIET_CHROMIUM_FLAGS : CHROMIUM_FLAGS,
  });
}
