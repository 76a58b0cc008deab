import type { Account } from '../../sdk/accounts';
import type { StartFiles } from './early-files';

/** Where the calls of the last starts' first pages are kept, per address and account. */
export const EARLY_CALLS_KEY = 'tessera:early-calls';
/** An answer asked for early and not taken within this long is left alone (the page asks afresh). */
const FRESH_MS = 10_000;

/** A call a route's prefetch made at start-up: its endpoint and parameters (never the token). */
export interface RecordedCall {
  endpoint: string;
  params: Record<string, unknown>;
}

/** One address's record (early-record.ts writes it). */
export interface StoredEntry {
  /** "address account-id" ('' for a visitor). */
  key: string;
  calls: RecordedCall[];
  /** The files its first page loaded (early-files.ts). */
  files?: StartFiles;
}

/** Sends one JSON call's body to an endpoint, as the API client would; the raw answer. */
export type SendCall = (endpoint: string, body: string) => Promise<Response>;

/** The body the API client sends for a call: the parameters, then the token when signed in. */
export function callBody(params: Record<string, unknown> | undefined, token: string | null): string {
  const body: Record<string, unknown> = { ...params };
  if (token !== null) body.i = token;
  return JSON.stringify(body);
}

/** The address a start is remembered under: the path and query (a hash is the page's own affair). */
export const startAddress = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search;

/** The key of an address's record for an account. */
export const entryKey = (address: string, account: Account | null) => `${address} ${account?.id ?? ''}`;

/** The stored records; unreadable ones read as none. */
export function readEntries(storage: Pick<Storage, 'getItem'>): StoredEntry[] {
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
 * The page's first calls, sent as it starts (issue 39): the account check, and the calls the last
 * start of this address by this account made first (its route's prefetch: the timeline's first
 * page). The API client takes an answer from here when the same call (endpoint, parameters and
 * token alike) is made within a few seconds, once; otherwise its call goes to the server as usual.
 */
export class EarlyCalls {
  private readonly pending = new Map<string, Promise<Response>>();
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
      const answer = send(endpoint, body);
      answer.catch(() => {}); // whoever takes it handles a failure; untaken, it is dropped
      this.pending.set(`${endpoint}\n${body}`, answer);
    }
  }

  /** Sends the account check (when signed in) and the calls remembered for this address and account. */
  static start(
    storage: Pick<Storage, 'getItem'>,
    address: string,
    account: Account | null,
    send: SendCall,
    now: () => number = Date.now,
  ): EarlyCalls {
    const remembered = readEntries(storage).find((e) => e.key === entryKey(address, account))?.calls ?? [];
    const check = account ? [{ endpoint: 'i', params: {} }] : [];
    return new EarlyCalls([...check, ...remembered], account?.token ?? null, send, now);
  }

  /** The early answer to exactly this call, once, while it is fresh; null otherwise. */
  take(endpoint: string, body: string): Promise<Response> | null {
    const key = `${endpoint}\n${body}`;
    const answer = this.pending.get(key);
    if (!answer) return null;
    this.pending.delete(key);
    return this.now() - this.startedAt <= FRESH_MS ? answer : null;
  }
}
