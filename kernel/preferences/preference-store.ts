import {
  ACCOUNT_DEPENDENT_KEYS,
  PREFERENCE_DEFAULTS,
  type PreferenceKey,
  type PreferencesHandle,
  type PreferenceValue,
  type Readable,
} from '@tessera/sdk';
import { Listeners } from '../registries/listeners';
import {
  emptyProfile,
  findRecord,
  hasAccountOverride,
  isAccountScope,
  isGeneric,
  type PrefContext,
  type PreferenceProfile,
  type PrefRecord,
} from './profile';

/** Where the profile lives on the device. */
export const PREFERENCES_KEY = 'tessera:preferences';

export interface PreferenceStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  ctx: PrefContext;
  /** The client version, recorded in the profile. */
  version: string;
  now?: () => number;
  newId?: () => string;
}

/**
 * The preference profile of this device: values resolved for the current server and account,
 * account overrides, sync flags, and persistence. Listeners hear about every change, including
 * changes another tab made (call `reload`).
 */
export class PreferenceStore implements Pick<PreferencesHandle, 'get' | 'set' | 'readable' | 'isSynced'> {
  private profile: PreferenceProfile;
  private readonly listeners = new Listeners();
  private readonly readables = new Map<PreferenceKey, Readable<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: PreferenceStoreOptions) {
    this.now = options.now ?? Date.now;
    this.profile = this.load() ?? emptyProfile(options.newId?.() ?? crypto.randomUUID(), options.version);
  }

  get<K extends PreferenceKey>(key: K): PreferenceValue<K> {
    const record = findRecord(this.profile.preferences[key], this.options.ctx);
    return (record ? record[1] : PREFERENCE_DEFAULTS[key]) as PreferenceValue<K>;
  }

  set<K extends PreferenceKey>(key: K, value: PreferenceValue<K>): void {
    const records = [...(this.profile.preferences[key] ?? [])];
    const ctx = this.options.ctx;
    const accountOnly = ACCOUNT_DEPENDENT_KEYS.has(key);
    const index = records.findIndex((r) =>
      accountOnly || hasAccountOverride(records, ctx) ? isAccountScope(r[0], ctx) : isGeneric(r[0]),
    );
    const scope = accountOnly ? this.accountScope() : {};
    const flags = index >= 0 ? (records[index] as PrefRecord)[2] : {};
    const record: PrefRecord = [index >= 0 ? (records[index] as PrefRecord)[0] : scope, value, flags];
    if (index >= 0) records[index] = record;
    else records.push(record);
    this.write({ ...this.profile.preferences, [key]: records });
  }

  /** Gives this account its own value for the key, starting from the value in effect. */
  setAccountOverride(key: PreferenceKey): void {
    if (ACCOUNT_DEPENDENT_KEYS.has(key)) throw new Error(`'${key}' always belongs to one account`);
    const ctx = this.options.ctx;
    const records = this.profile.preferences[key] ?? [];
    if (hasAccountOverride(records, ctx)) return;
    this.write({ ...this.profile.preferences, [key]: [...records, [this.accountScope(), this.get(key), {}]] });
  }

  /** Drops this account's own value, so the shared one applies again. */
  clearAccountOverride(key: PreferenceKey): void {
    if (ACCOUNT_DEPENDENT_KEYS.has(key)) throw new Error(`'${key}' always belongs to one account`);
    const records = (this.profile.preferences[key] ?? []).filter((r) => !isAccountScope(r[0], this.options.ctx));
    this.write({ ...this.profile.preferences, [key]: records });
  }

  isAccountOverridden(key: PreferenceKey): boolean {
    return hasAccountOverride(this.profile.preferences[key], this.options.ctx);
  }

  /** Whether the record in effect is kept in sync with the server. */
  isSynced(key: PreferenceKey): boolean {
    return findRecord(this.profile.preferences[key], this.options.ctx)?.[2].sync === true;
  }

  /** Sets the sync flag on the record in effect (creating it from the current value if needed). */
  setSyncFlag(key: PreferenceKey, sync: boolean): void {
    if (!this.profile.preferences[key]?.length) this.set(key, this.get(key));
    const target = findRecord(this.profile.preferences[key], this.options.ctx);
    const records = (this.profile.preferences[key] ?? []).map(
      (r): PrefRecord => (r === target ? [r[0], r[1], { ...r[2], sync }] : r),
    );
    this.write({ ...this.profile.preferences, [key]: records });
  }

  /** Every key whose record in effect is synced. */
  syncedKeys(): PreferenceKey[] {
    return (Object.keys(this.profile.preferences) as PreferenceKey[]).filter((k) => this.isSynced(k));
  }

  readable<K extends PreferenceKey>(key: K): Readable<PreferenceValue<K>> {
    let r = this.readables.get(key);
    if (!r) {
      r = { get: () => this.get(key), subscribe: (l) => this.listeners.subscribe(l) };
      this.readables.set(key, r);
    }
    return r as Readable<PreferenceValue<K>>;
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);

  /** The whole profile (for export and backups). */
  snapshot(): PreferenceProfile {
    return this.profile;
  }

  /** Replaces the profile (import or restore). */
  replace(profile: PreferenceProfile): void {
    this.profile = profile;
    this.options.storage.setItem(PREFERENCES_KEY, JSON.stringify(profile));
    this.listeners.notify();
  }

  rename(name: string): void {
    if (name.trim() === '') return; // a blank rename is ignored (spec 001 section 5)
    this.profile = { ...this.profile, name: name.trim(), modifiedAt: this.now() };
    this.options.storage.setItem(PREFERENCES_KEY, JSON.stringify(this.profile));
    this.listeners.notify();
  }

  /** Picks up what another tab wrote; returns whether anything changed. */
  reload(): boolean {
    const stored = this.load();
    if (!stored || stored.modifiedAt === this.profile.modifiedAt) return false;
    this.profile = stored;
    this.listeners.notify();
    return true;
  }

  private accountScope() {
    const { server, account } = this.options.ctx;
    return account === null ? { server } : { server, account };
  }

  private write(preferences: PreferenceProfile['preferences']): void {
    this.profile = { ...this.profile, preferences, modifiedAt: Math.max(this.now(), this.profile.modifiedAt + 1) };
    this.options.storage.setItem(PREFERENCES_KEY, JSON.stringify(this.profile));
    this.listeners.notify();
  }

  private load(): PreferenceProfile | null {
    try {
      const raw = JSON.parse(this.options.storage.getItem(PREFERENCES_KEY) ?? 'null') as PreferenceProfile | null;
      return raw && raw.type === 'main' && typeof raw.preferences === 'object' ? raw : null;
    } catch {
      return null;
    }
  }
}
