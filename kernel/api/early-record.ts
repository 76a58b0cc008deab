import type { Account } from '../../sdk/accounts';
import { EARLY_CALLS_KEY, entryKey, type RecordedCall, readEntries, type StoredEntry } from './early-calls';

/** How many addresses are remembered (the newest first); a start mostly opens the same few. */
const REMEMBERED_ADDRESSES = 6;
/** At most this many calls per address, each of a bounded size: the record stays small. */
const CALLS_PER_ADDRESS = 4;
const MAX_PARAMS_CHARS = 2_000;

/**
 * Remembers what the first page of a start asked for (its route's prefetch calls), so that the
 * next start of the same address by the same account asks for it before the kernel has started
 * (early-calls.ts). Loaded once the first view has settled: none of it is in the first view's code.
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
  const entry: StoredEntry = { key: entryKey(address, account), calls: kept };
  const others = readEntries(win.localStorage).filter((e) => e.key !== entry.key);
  const entries = entry.calls.length > 0 ? [entry, ...others] : others;
  try {
    win.localStorage.setItem(EARLY_CALLS_KEY, JSON.stringify(entries.slice(0, REMEMBERED_ADDRESSES)));
  } catch {
    // A full storage only costs the next start its head start.
  }
}
