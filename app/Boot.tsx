import type { RuntimeExtensionsData } from '@tessera/extension-manifest';
import type { ExtensionDefinition } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { EarlyAccountCheck } from '../kernel/accounts/early-account-check';
import { createKernel, type Kernel } from '../kernel/kernel';
import { App } from './App';
import { applyInfoImage, fetchMeta, type InstanceMeta } from './fetch-meta';
import { applyLanguage, detectLocale, type StartedLocale, startLocale } from './load-locale';
import { PageLoadError } from './PageLoadError';

type BootState =
  | { phase: 'loading' }
  | { phase: 'ready'; meta: InstanceMeta; kernel: Kernel }
  | { phase: 'failed'; serverReachable: boolean };

/** What the page asks for before anything renders: the account check, the strings, the metadata. */
export interface BootRequests {
  accountCheck: EarlyAccountCheck | null;
  locale: StartedLocale;
  meta: Promise<entities.MetaDetailed>;
}

/**
 * Sends the page's first requests at once (none waits for another's round trip, nor for React's
 * first render): main.tsx calls this as soon as the entry runs.
 */
export function startBootRequests(): BootRequests {
  return {
    accountCheck: EarlyAccountCheck.start(window),
    locale: startLocale(detectLocale(localStorage, navigator.languages ?? [navigator.language])),
    meta: fetchMeta(),
  };
}

/**
 * Starts the client: the server's metadata first (the page-load error view when it cannot be
 * had), then the kernel with this build's extensions, then the app.
 */
export function Boot({
  extensions,
  runtime = null,
  requests,
}: {
  extensions: readonly ExtensionDefinition[];
  /** The extensions the server installed at run time, from the page (server/runtime-extensions/page.ts). */
  runtime?: RuntimeExtensionsData | null;
  /** The first requests, when main.tsx sent them already; else sent here. */
  requests?: BootRequests;
}) {
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      // The metadata, the strings, the account check and the kernel's start (the first page's
      // code and data) all go at once: none waits for another's round trip, the first page's
      // data not for the strings either (the kernel is ready once they have come).
      const { accountCheck, locale, meta: metaLoad } = requests ?? startBootRequests();
      // Only a page with extensions installed at run time loads the code that reads them.
      const runtimeCode = runtime ? import('../kernel/extensions/runtime/runtime-definition') : null;
      const kernelStart = (async () => {
        const installed = runtimeCode ? (await runtimeCode).runtimeExtensions(runtime, locale.lang) : null;
        const kernel = createKernel({
          definitions: installed ? [...extensions, ...installed.definitions] : extensions,
          sources: installed?.sources,
          refused: installed?.refused,
          locale: {
            lang: locale.lang,
            current: {},
            fallback: {},
            offered: locale.offered,
            extensionStrings: locale.extensionStrings,
            firstTable: locale.firstTable.then((strings) => {
              applyLanguage(document, strings.lang);
              return strings;
            }),
          },
          // The metadata asked for here serves the kernel too (a visitor's policies): one request.
          instanceMeta: metaLoad,
          accountCheck,
          onExtensionError: (id, error) => console.error(`extension '${id}' failed`, error),
        });
        await kernel.start();
        return kernel;
      })();
      kernelStart.catch(() => {}); // reported below, once the metadata has been had
      let meta: InstanceMeta;
      try {
        meta = await metaLoad;
        applyInfoImage(meta);
      } catch {
        if (live) setState({ phase: 'failed', serverReachable: false });
        return;
      }
      try {
        const kernel = await kernelStart;
        if (live) setState({ phase: 'ready', meta, kernel });
      } catch (error) {
        console.error(error);
        if (live) setState({ phase: 'failed', serverReachable: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [extensions, runtime, requests]);
  if (state.phase === 'loading') {
    return (
      <div className="boot-splash visually-hidden" role="status" aria-live="polite">
        Loading Tessera
      </div>
    );
  }
  if (state.phase === 'failed') return <PageLoadError serverReachable={state.serverReachable} />;
  return <App kernel={state.kernel} meta={state.meta} />;
}
