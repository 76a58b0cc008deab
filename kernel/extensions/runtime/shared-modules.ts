// Loaded only when a run-time extension's module is first needed (runtime-definition.ts imports
// this file lazily), so the namespaces below cost the first view nothing. React's packages are
// whole modules either way; the SDK is not handed out from here (see PAGE_SHARED_SPECIFIERS).
import { type PageSharedSpecifier, SHARED_MODULES_KEY } from '@tessera/extension-manifest';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
// From react-dom (the page's running renderer) only what a component needs: the rest of its
// exports would stay in the first view's file for everyone.
import { createPortal, flushSync } from 'react-dom';
import * as reactDomClient from 'react-dom/client';

/** The page's own copy of each module it hands out. */
const SHARED: Readonly<Record<PageSharedSpecifier, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': { createPortal, flushSync },
  'react-dom/client': reactDomClient,
};

/**
 * Puts the page's modules where the import map's modules read them (scripts/runtime-host-plugin.ts):
 * a run-time extension's `import { useState } from 'react'`, and its SDK copy's, then get the
 * page's React, so hooks and the host's context work.
 */
export function shareModules(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_MODULES_KEY)] = SHARED;
}
