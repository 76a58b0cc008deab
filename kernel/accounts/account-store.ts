import type { Account } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** Where stored accounts live on the device. */
export const ACCOUNTS_KEY = 'tessera:accounts';

/**
 * Stored accounts as spec 001 section 3 describes them: a list of [host, {id, username}] pairs,
 * token and info maps keyed by "host/id", and which one is active.
 */
export interface StoredAccounts {
  list: [string, { id: string; username: string }][];
  tokens: Record<string, string>;
  infos: Record<string, entities.MeDetailed>;
  current: string | null;
}

const empty = (): StoredAccounts => ({ list: [], tokens: {}, infos: {}, current: null });

/** The "host/id" key of an account. */
export const accountKey = (host: string, id: string) => `${host}/${id}`;

/** Reads and writes stored accounts; unreadable data reads as none. */
export class AccountStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  read(): StoredAccounts {
    try {
      const raw = JSON.parse(this.storage.getItem(ACCOUNTS_KEY) ?? 'null') as Partial<StoredAccounts> | null;
      if (!raw || !Array.isArray(raw.list)) return empty();
      return { list: raw.list, tokens: raw.tokens ?? {}, infos: raw.infos ?? {}, current: raw.current ?? null };
    } catch {
      return empty();
    }
  }

  write(data: StoredAccounts): void {
    this.storage.setItem(ACCOUNTS_KEY, JSON.stringify(data));
  }

  /** The accounts of one server, as the SDK shows them. */
  accounts(host: string): Account[] {
    const data = this.read();
    return data.list
      .filter(([h]) => h === host)
      .flatMap(([h, { id, username }]) => {
        const token = data.tokens[accountKey(h, id)];
        return token ? [{ host: h, id, username, token, info: data.infos[accountKey(h, id)] ?? null }] : [];
      });
  }

  /** The active account of one server, or null. */
  current(host: string): Account | null {
    const key = this.read().current;
    return this.accounts(host).find((a) => key === accountKey(host, a.id)) ?? null;
  }

  /** Adds or refreshes an account; `makeCurrent` makes it the active one. */
  save(host: string, info: entities.MeDetailed, token: string, makeCurrent: boolean): void {
    const data = this.read();
    const key = accountKey(host, info.id);
    if (!data.list.some(([h, u]) => h === host && u.id === info.id)) {
      data.list.push([host, { id: info.id, username: info.username }]);
    }
    data.tokens[key] = token;
    data.infos[key] = info;
    if (makeCurrent) data.current = key;
    this.write(data);
  }

  setCurrent(host: string, id: string | null): void {
    const data = this.read();
    data.current = id === null ? null : accountKey(host, id);
    this.write(data);
  }

  remove(host: string, id: string): void {
    const data = this.read();
    const key = accountKey(host, id);
    data.list = data.list.filter(([h, u]) => !(h === host && u.id === id));
    delete data.tokens[key];
    delete data.infos[key];
    if (data.current === key) data.current = null;
    this.write(data);
  }
}
