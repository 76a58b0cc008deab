import type { Account } from '../../sdk/accounts';
import { EARLY_CALLS_KEY, entryKey, type RecordedCall, readEntries, type StoredEntry } from './early-calls';
import { currentBuild, type StartFiles } from './early-files';

/** How many addresses are remembered (the newest first); a start mostly opens the same few. */
const REMEMBERED_ADDRESSES = 6;
/** At most this many calls per address, each of a bounded size: the record stays small. */
const CALLS_PER_ADDRESS = 4;
const MAX_PARAMS_CHARS = 2_000;
/** At most this many files: the page's code, its stylesheets and string tables are a handful. */
const FILES_PER_ADDRESS = 16;
/** The boot mark set once the first page's code (and its extensions' strings) had loaded. */
const PAGES_MARK = 'tessera:boot:pages';
/** An extension's string table: /assets/locales/{language}/{name}.{version}.json. */
const STRING_TABLE = /^\/assets\/locales\/[^/]+\/([^/.]+)\.[^/]+\.json$/;

/**
 * The files the first page loaded before it could render (requests sent before the `pages` boot
 * mark, read from the browser's resource timing): same-origin scripts and stylesheets, and the
 * extensions' string tables (not the later strings). Null when the browser keeps no such record.
 */
export function firstPageFiles(win: Window): StartFiles | null {
  const build = currentBuild(win.document);
  const pages = win.performance.getEntriesByName(PAGES_MARK)[0];
  if (build === null || !pages) return null;
  const files: StartFiles = { build, scripts: [], styles: [], strings: [] };
  for (const entry of win.performance.getEntriesByType('resource')) {
    if (entry.startTime > pages.startTime) continue;
    const url = new URL(entry.name);
    if (url.origin !== win.location.origin) continue;
    const table = STRING_TABLE.exec(url.pathname)?.[1];
    if (url.pathname.endsWith('.js')) files.scripts.push(url.pathname);
    else if (url.pathname.endsWith('.css')) files.styles.push(url.pathname);
    else if (table && !table.startsWith('_')) files.strings.push(table);
  }
  const count = files.scripts.length + files.styles.length + files.strings.length;
  return count > 0 && count <= FILES_PER_ADDRESS ? files : null;
}

/**
 * Remembers what the first page of a start asked for (its route's prefetch calls) and the files it
 * loaded, so that the next start of the same address by the same account asks for them before the
 * kernel has started (early-calls.ts, early-files.ts). Loaded once the first view has settled: none of it is in the first view's code.
 */
export function rememberStart(
  win: Window,
  address: string,
  account: Account | null,
  calls: readonly RecordedCall[],
): void {
  const kept = calls
    .filter((c) => JSON.stringify(c.params).length <= MAX_PARAMS_CHARS)
    .slice(0, CALLS_PER_ADDRESS)
    .map((c) => ({ endpoint: c.endpoint, params: c.params }));
  const files = firstPageFiles(win);
  const entry: StoredEntry = { key: entryKey(address, account), calls: kept, ...(files ? { files } : {}) };
  const others = readEntries(win.localStorage).filter((e) => e.key !== entry.key);
  const entries = entry.calls.length > 0 || entry.files ? [entry, ...others] : others;
  try {
    win.localStorage.setItem(EARLY_CALLS_KEY, JSON.stringify(entries.slice(0, REMEMBERED_ADDRESSES)));
  } catch {
    // A full storage only costs the next start its head start.
  }
}
