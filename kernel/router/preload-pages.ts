import { preloadComponent, type TesseraHost } from '@tessera/sdk';
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
  signedIn: boolean,
  host: TesseraHost,
  loadLaterRoutes: () => Promise<void>,
  /** Runs the routes' prefetch (the kernel records the calls it makes there). */
  runPrefetch: (prefetch: () => void) => void = (prefetch) => prefetch(),
): Promise<unknown> {
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
  runPrefetch(() => prefetchRoutes(resolution, host));
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
