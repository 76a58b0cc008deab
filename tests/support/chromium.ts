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

/** Starts headless Chromium through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
}
