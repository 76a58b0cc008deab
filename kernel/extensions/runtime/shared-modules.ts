import { SHARED_MODULES_KEY, type SharedSpecifier } from '@tessera/extension-manifest';

/** The page's own copy of each shared module, loaded when a run-time extension first needs them. */
const LOADERS: Readonly<Record<SharedSpecifier, () => Promise<unknown>>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@tessera/sdk': () => import('@tessera/sdk'),
  '@tessera/sdk/kit': () => import('@tessera/sdk/kit'),
  'misskey-js': () => import('misskey-js'),
};

let shared: Promise<void> | null = null;

/**
 * Puts the page's modules where the import map's modules read them (scripts/runtime-host-plugin.ts),
 * once: a run-time extension's `import { useState } from 'react'` then gets the page's React, so
 * its hooks and the SDK's host context work.
 */
export function shareModules(): Promise<void> {
  shared ??= (async () => {
    const entries = await Promise.all(
      Object.entries(LOADERS).map(async ([specifier, load]) => [specifier, await load()] as const),
    );
    (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_MODULES_KEY)] = Object.fromEntries(entries);
  })();
  return shared;
}
