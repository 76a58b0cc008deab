// Loaded only when a run-time extension's module is first needed (runtime-definition.ts imports
// this file lazily), so the namespaces below cost the first view nothing.
import { SHARED_MODULES_KEY, type SharedSpecifier } from '@tessera/extension-manifest';
import * as sdk from '@tessera/sdk';
import * as kit from '@tessera/sdk/kit';
import * as misskey from 'misskey-js';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';

/** The page's own copy of each shared module. */
const SHARED: Readonly<Record<SharedSpecifier, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@tessera/sdk': sdk,
  '@tessera/sdk/kit': kit,
  'misskey-js': misskey,
};

/**
 * Puts the page's modules where the import map's modules read them (scripts/runtime-host-plugin.ts):
 * a run-time extension's `import { useState } from 'react'` then gets the page's React, so its
 * hooks and the SDK's host context work.
 */
export function shareModules(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_MODULES_KEY)] = SHARED;
}
