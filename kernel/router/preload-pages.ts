import { type Account, preloadComponent, type TesseraHost } from '@tessera/sdk';
import type { KernelApiClient } from '../api/api-client';
import { rememberEarlyCalls, startAddress } from '../api/early-calls';
import type { Registries } from '../registries/registries';
import { compileRoutes, type Resolution, resolve } from './resolve';

/**
 * Loads the code of the pages the current address shows before the app renders them, and starts
 * their first data (their routes' prefetch) alongside, so the first page renders with its code at
 * hand: no loading view, no Suspense reveal delay.
 */
export async function preloadPagesFor(
  registries: Registries,
  win: Window,
  account: Account | null,
  host: TesseraHost,
  loadLaterRoutes: () => Promise<void>,
  api: KernelApiClient,
): Promise<unknown> {
  const signedIn = account !== null;
  const address = win.location.pathname + win.location.search + win.location.hash;
  const resolveNow = () => resolve(compileRoutes(registries.point('route').get()), address, signedIn);
  let resolution: Resolution;
  try {
    resolution = resolveNow();
    // A page of a route kept for later (a tool, a settings page) is opened directly.
    if (resolution.notFound) {
      await loadLaterRoutes();
      resolution = resolveNow();
    }
  } catch {
    return; // the router reports a bad address itself
  }
  // What the prefetch asks for is asked for again first thing at the next start of this address.
  const calls = api.recordCalls(() => prefetchRoutes(resolution, host));
  rememberEarlyCalls(win.localStorage, startAddress(win.location), account, calls);
  // A page whose code fails to load shows its error where it renders. Its extension's strings
  // come beside its code, not after it (the page's boundary would wait for them).
  return Promise.all(
    resolution.chain.flatMap((level) =>
      level.route.page
        ? [preloadComponent(level.route.page).catch(() => {}), host.i18n.loadStrings(level.extensionId)]
        : [],
    ),
  );
}

/** Runs the prefetch of every route an address goes through (each guarded where it was contributed). */
export function prefetchRoutes(resolution: Resolution, host: TesseraHost): void {
  if (resolution.notFound || resolution.loginRequired) return;
  for (const level of resolution.chain) level.route.prefetch?.(resolution.params, host);
}
