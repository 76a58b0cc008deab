import type { Account } from '../../sdk/accounts';

/** Where the calls of the last starts' first pages are kept, per address and account. */
export const EARLY_CALLS_KEY = 'tessera:early-calls';
/** How many addresses are remembered (the newest first); a start mostly opens the same few. */
const REMEMBERED_ADDRESSES = 6;
/** At most this many calls per address, each of a bounded size: the record stays small. */
const CALLS_PER_ADDRESS = 4;
const MAX_PARAMS_CHARS = 2_000;
/** At most this many files per address (a first view loads about twenty). */
const MAX_FILES = 40;
/** An answer asked for early and not taken within this long is left alone (the page asks afresh). */
const FRESH_MS = 10_000;

/** A call a route's prefetch made at start-up: its endpoint and parameters (never the token). */
export interface RecordedCall {
  endpoint: string;
  params: Record<string, unknown>;
}

interface StoredEntry {
  /** "address account-id" ('' for a visitor). */
  key: string;
  calls: RecordedCall[];
  /** The code and string files the first view loaded, in the build that named them. */
  files?: { build: string; urls: string[] };
}

/** Makes one call through an API client holding the account's token. */
export type SendCall = (endpoint: string, params: Record<string, unknown>) => Promise<unknown>;

/** The body the API client sends for a call: the parameters, then the token when signed in. */
export function callBody(params: Record<string, unknown> | undefined, token: string | null): string {
  const body: Record<string, unknown> = { ...params };
  if (token !== null) body.i = token;
  return JSON.stringify(body);
}

/** The address a start is remembered under: the path and query (a hash is the page's own affair). */
export const startAddress = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search;

const entryKey = (address: string, account: Account | null) => `${address} ${account?.id ?? ''}`;

function readEntries(storage: Pick<Storage, 'getItem'>): StoredEntry[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(EARLY_CALLS_KEY) ?? '[]');
    return Array.isArray(raw)
      ? (raw as StoredEntry[]).filter((e) => typeof e?.key === 'string' && Array.isArray(e.calls))
      : [];
  } catch {
    return [];
  }
}

/**
 * Remembers what the first page asked for as the page started (its route's prefetch), so that the
 * next start of the same address, by the same account, asks for it before the kernel has started
 * (issue 39: the first timeline page leaves with the account check, not after the extensions).
 */
export function rememberEarlyCalls(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  address: string,
  account: Account | null,
  calls: readonly RecordedCall[],
): void {
  const kept = calls
    .filter((c) => JSON.stringify(c.params).length <= MAX_PARAMS_CHARS)
    .slice(0, CALLS_PER_ADDRESS)
    .map((c) => ({ endpoint: c.endpoint, params: c.params }));
  updateEntry(storage, entryKey(address, account), (entry) => ({ ...entry, calls: kept }));
}

/**
 * Remembers the files the first view of this address loaded (code, stylesheets, string tables)
 * beyond those the page names itself, for the build that named them: the next start fetches them
 * as it starts instead of once the kernel has found the page (`rememberedFiles`).
 */
export function rememberEarlyFiles(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  address: string,
  account: Account | null,
  build: string,
  urls: readonly string[],
): void {
  const files = { build, urls: urls.slice(0, MAX_FILES) };
  updateEntry(storage, entryKey(address, account), (entry) => ({ ...entry, files }));
}

/** The files remembered for this address and account in this build; none from another build. */
export function rememberedFiles(
  storage: Pick<Storage, 'getItem'>,
  address: string,
  account: Account | null,
  build: string,
): readonly string[] {
  const files = readEntries(storage).find((e) => e.key === entryKey(address, account))?.files;
  return files?.build === build ? files.urls : [];
}

/** Rewrites one address's entry, the newest first; an entry left with nothing is dropped. */
function updateEntry(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: string,
  change: (entry: StoredEntry) => StoredEntry,
): void {
  const entries = readEntries(storage);
  const entry = change(entries.find((e) => e.key === key) ?? { key, calls: [] });
  const others = entries.filter((e) => e.key !== key);
  const kept = entry.calls.length > 0 || entry.files ? [entry, ...others] : others;
  try {
    storage.setItem(EARLY_CALLS_KEY, JSON.stringify(kept.slice(0, REMEMBERED_ADDRESSES)));
  } catch {
    // A full storage only costs the next start its head start.
  }
}

/**
 * The calls the last start of this address made first, sent again as the page starts. The API
 * client takes an answer from here when the same call (endpoint, parameters and token alike) is
 * made within a few seconds, once; otherwise the page's own call goes to the server as usual.
 */
export class EarlyCalls {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly startedAt: number;

  private constructor(
    calls: readonly RecordedCall[],
    token: string | null,
    send: SendCall,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
    for (const { endpoint, params } of calls) {
      const body = callBody(params, token);
      const answer = send(endpoint, params);
      answer.catch(() => {}); // whoever takes it handles a failure; untaken, it is dropped
      this.pending.set(`${endpoint}\n${body}`, answer);
    }
  }

  /** Sends the calls remembered for this address and account (none when nothing is remembered). */
  static start(
    storage: Pick<Storage, 'getItem'>,
    address: string,
    account: Account | null,
    send: SendCall,
    now: () => number = Date.now,
  ): EarlyCalls {
    const entry = readEntries(storage).find((e) => e.key === entryKey(address, account));
    return new EarlyCalls(entry?.calls ?? [], account?.token ?? null, send, now);
  }

  /** The early answer to exactly this call, once, while it is fresh; null otherwise. */
  take(endpoint: string, body: string): Promise<unknown> | null {
    const key = `${endpoint}\n${body}`;
    const answer = this.pending.get(key);
    if (!answer) return null;
    this.pending.delete(key);
    return this.now() - this.startedAt <= FRESH_MS ? answer : null;
  }
}
