import type { Account } from '../../sdk/accounts';
import { rememberEarlyFiles } from './early-calls';

/** Code and stylesheets of the build, and string tables: what a first view loads and may load early. */
const FIRST_VIEW_FILE = /^\/(?:client-assets\/[^/]+\.(?:js|css)|assets\/locales\/[^?#]+\.json)$/;

/** The page's build: the main entry's address, whose hashed name changes with any file of the build. */
export function buildOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]:not([async])')?.getAttribute('src') ?? null;
}

/**
 * The paths of the code, stylesheets and string tables this page has loaded so far, in the order
 * they were asked for (the browser's resource timings), from the page's own server.
 */
export function loadedFiles(win: Window): string[] {
  const paths: string[] = [];
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin === win.location.origin && FIRST_VIEW_FILE.test(url.pathname)) paths.push(url.pathname);
  }
  return [...new Set(paths)];
}

/**
 * Asks for remembered files at once, as the page starts (issue 39): code as module preloads,
 * stylesheets as preloads (both as the bundler's loader asks for them later, so those requests
 * take these answers), string tables through `preloadTable`. Files the page names itself are
 * left alone.
 */
export function preloadFiles(doc: Document, paths: readonly string[], preloadTable: (path: string) => void): void {
  for (const path of paths) {
    if (!FIRST_VIEW_FILE.test(path) || doc.querySelector(`script[src="${path}"], link[href="${path}"]`)) continue;
    if (path.endsWith('.json')) {
      preloadTable(path);
      continue;
    }
    const link = doc.createElement('link');
    if (path.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = path;
    doc.head.appendChild(link);
  }
}

/** Remembers, for the next start at this address, the files its first page waited for (in this build). */
export function rememberFirstViewFiles(
  win: Window,
  address: string,
  account: Account | null,
  files: readonly string[],
): void {
  const build = buildOf(win.document);
  if (build) rememberEarlyFiles(win.localStorage, address, account, build, files);
}
