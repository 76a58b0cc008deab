import type { RuntimeExtensionsData } from '@tessera/extension-manifest';
import type { ExtensionDefinition } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { markBoot } from '../kernel/boot-marks';
import { createKernel, type Kernel } from '../kernel/kernel';
import { App } from './App';
import { type BootRequests, startBootRequests } from './boot-requests';
import { applyInfoImage, type InstanceMeta } from './fetch-meta';
import { applyLanguage } from './load-locale';
import { PageLoadError } from './PageLoadError';

type BootState =
  | { phase: 'loading' }
  | { phase: 'ready'; meta: InstanceMeta; kernel: Kernel }
  | { phase: 'failed'; serverReachable: boolean };

/** What the page started before React rendered: its first requests and the kernel. */
export interface BootStart {
  requests: BootRequests;
  kernel: Promise<Kernel>;
}

/**
 * Starts the kernel with this build's extensions (and those the server installed at run time)
 * beside the first requests: the first page's code and data go while the strings are on their way
 * (the kernel is ready once they have come). main.tsx calls this before React renders, so the
 * first page's request does not wait for React's first render and its effects.
 */
export function startClient(
  extensions: readonly ExtensionDefinition[],
  runtime: RuntimeExtensionsData | null,
  requests: BootRequests = startBootRequests(),
): BootStart {
  const { earlyCalls, locale, meta } = requests;
  // Only a page with extensions installed at run time loads the code that reads them.
  const runtimeCode = runtime ? import('../kernel/extensions/runtime/runtime-definition') : null;
  // One task later: the requests above leave as this task ends (the browser sends a fetch once
  // the script running gives way), then the kernel's start sends the first page's.
  const kernel = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    markBoot('kernel');
    const installed = runtimeCode ? (await runtimeCode).runtimeExtensions(runtime, locale.lang) : null;
    const started = createKernel({
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
      instanceMeta: meta,
      earlyCalls,
      onExtensionError: (id, error) => console.error(`extension '${id}' failed`, error),
    });
    await started.start();
    markBoot('started');
    return started;
  })();
  kernel.catch(() => {}); // reported by Boot, once the metadata has been had
  return { requests, kernel };
}

/**
 * Shows the client: the server's metadata first (the page-load error view when it cannot be
 * had), then, once the kernel has started, the app.
 */
export function Boot({
  extensions,
  runtime = null,
  started,
}: {
  extensions: readonly ExtensionDefinition[];
  /** The extensions the server installed at run time, from the page (server/runtime-extensions/page.ts). */
  runtime?: RuntimeExtensionsData | null;
  /** The requests and the kernel main.tsx started; else started here. */
  started?: BootStart;
}) {
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const { requests, kernel: kernelStart } = started ?? startClient(extensions, runtime);
      let meta: InstanceMeta;
      try {
        meta = await requests.meta;
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
  }, [extensions, runtime, started]);
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
