import type {
  DeclaredPreference,
  PreferenceDeclaration,
  PreferenceDeclarations,
  PreferenceKey,
  PreferencesHandle,
  PreferenceValue,
  Readable,
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
/** Where the device-only preferences live: records like the profile's, never exported or backed up. */
export const DEVICE_PREFERENCES_KEY = 'tessera:preferences:device';

type Records = PreferenceProfile['preferences'];

export interface PreferenceStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  ctx: PrefContext;
  /** What the kernel itself declares (the SDK's `CORE_PREFERENCES`); extensions add theirs with `declare`. */
  declarations?: PreferenceDeclarations;
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
export class PreferenceStore
  implements Pick<PreferencesHandle, 'get' | 'set' | 'readable' | 'isSynced' | 'declaration' | 'declared'>
{
  private profile: PreferenceProfile;
  /** The device-only preferences' records, kept apart from the profile. */
  private device: Records;
  /** The declarations in effect, by key: the kernel's, then each active extension's. */
  private declarations = new Map<string, DeclaredPreference>();
  private readonly listeners = new Listeners();
  private readonly readables = new Map<PreferenceKey, Readable<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: PreferenceStoreOptions) {
    this.now = options.now ?? Date.now;
    this.profile = this.load() ?? emptyProfile(options.newId?.() ?? crypto.randomUUID(), options.version);
    this.device = this.loadDevice();
    if (options.declarations) this.declare('kernel', options.declarations);
  }

  /**
   * Adds an extension's declarations (its defaults apply from now on); the returned function
   * takes them away again. Stored values are never touched, so a switched-off extension's
   * preferences are kept and exported as they are.
   */
  declare(extension: string, declarations: PreferenceDeclarations): () => void {
    const added = Object.entries(declarations).flatMap(([key, declaration]) => {
      if (!declaration) return [];
      const owner = this.declarations.get(key);
      if (owner) throw new Error(`the preference '${key}' is already declared by '${owner.extension}'`);
      return [{ key: key as PreferenceKey, extension, declaration: declaration as PreferenceDeclaration<unknown> }];
    });
    const next = new Map(this.declarations);
    for (const d of added) next.set(d.key, d);
    this.declarations = next;
    for (const d of added) this.takeOver(d.key, d.declaration);
    this.listeners.notify();
    return () => {
      const remaining = new Map(this.declarations);
      for (const d of added) if (remaining.get(d.key) === d) remaining.delete(d.key);
      this.declarations = remaining;
      this.listeners.notify();
    };
  }

  declaration<K extends PreferenceKey>(key: K): PreferenceDeclaration<PreferenceValue<K>> | undefined {
    return this.declarations.get(key)?.declaration as PreferenceDeclaration<PreferenceValue<K>> | undefined;
  }

  declared(): readonly DeclaredPreference[] {
    return [...this.declarations.values()];
  }

  get<K extends PreferenceKey>(key: K): PreferenceValue<K> {
    const record = findRecord(this.recordsOf(key), this.options.ctx);
    return (record ? record[1] : this.declaration(key)?.default) as PreferenceValue<K>;
  }

  set<K extends PreferenceKey>(key: K, value: PreferenceValue<K>): void {
    const records = [...(this.recordsOf(key) ?? [])];
    const ctx = this.options.ctx;
    const accountOnly = this.isAccountDependent(key);
    const index = records.findIndex((r) =>
      accountOnly || hasAccountOverride(records, ctx) ? isAccountScope(r[0], ctx) : isGeneric(r[0]),
    );
    const scope = accountOnly ? this.accountScope() : {};
    const flags = index >= 0 ? (records[index] as PrefRecord)[2] : {};
    const record: PrefRecord = [index >= 0 ? (records[index] as PrefRecord)[0] : scope, value, flags];
    if (index >= 0) records[index] = record;
    else records.push(record);
    this.writeKey(key, records);
  }

  /** Gives this account its own value for the key, starting from the value in effect. */
  setAccountOverride(key: PreferenceKey): void {
    if (this.isAccountDependent(key)) throw new Error(`'${key}' always belongs to one account`);
    const ctx = this.options.ctx;
    const records = this.recordsOf(key) ?? [];
    if (hasAccountOverride(records, ctx)) return;
    this.writeKey(key, [...records, [this.accountScope(), this.get(key), {}]]);
  }

  /** Drops this account's own value, so the shared one applies again. */
  clearAccountOverride(key: PreferenceKey): void {
    if (this.isAccountDependent(key)) throw new Error(`'${key}' always belongs to one account`);
    const records = (this.recordsOf(key) ?? []).filter((r) => !isAccountScope(r[0], this.options.ctx));
    this.writeKey(key, records);
  }

  isAccountOverridden(key: PreferenceKey): boolean {
    return hasAccountOverride(this.recordsOf(key), this.options.ctx);
  }

  /** Whether the record in effect is kept in sync with the server. */
  isSynced(key: PreferenceKey): boolean {
    return findRecord(this.profile.preferences[key], this.options.ctx)?.[2].sync === true;
  }

  /** Whether the key may be synced: not kept on the device only, and not declared unsyncable. */
  isSyncable(key: PreferenceKey): boolean {
    const declaration = this.declaration(key);
    return declaration?.deviceOnly !== true && declaration?.sync !== false;
  }

  /** Sets the sync flag on the record in effect (creating it from the current value if needed). */
  setSyncFlag(key: PreferenceKey, sync: boolean): void {
    if (sync && !this.isSyncable(key)) throw new Error(`'${key}' cannot be synced`);
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

  /** Replaces the profile (import or restore); the device-only preferences stay as they are. */
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
    const device = this.loadDevice();
    const profileChanged = stored !== null && stored.modifiedAt !== this.profile.modifiedAt;
    const deviceChanged = JSON.stringify(device) !== JSON.stringify(this.device);
    if (!profileChanged && !deviceChanged) return false;
    if (profileChanged) this.profile = stored;
    this.device = device;
    this.listeners.notify();
    return true;
  }

  /** Takes over a device-only value kept under its own Web Storage key before it was a preference. */
  private takeOver(key: PreferenceKey, declaration: PreferenceDeclaration<unknown>): void {
    if (!declaration.deviceOnly || !declaration.movedFrom || this.device[key]) return;
    const raw = this.options.storage.getItem(declaration.movedFrom);
    if (raw === null) return;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // Kept as a plain string (a layout name, CSS).
    }
    // A string preference (or one that is null until set) takes the plain string as it was.
    const text = typeof declaration.default === 'string' || declaration.default === null;
    this.set(key, (text && typeof value !== 'string' ? raw : value) as never);
  }

  private isDeviceOnly(key: PreferenceKey): boolean {
    return this.declaration(key)?.deviceOnly === true;
  }

  private isAccountDependent(key: PreferenceKey): boolean {
    return this.declaration(key)?.accountDependent === true;
  }

  /** The key's records, from the device's own store for device-only keys. */
  private recordsOf(key: PreferenceKey): PrefRecord[] | undefined {
    return this.isDeviceOnly(key) ? this.device[key] : this.profile.preferences[key];
  }

  private writeKey(key: PreferenceKey, records: PrefRecord[]): void {
    if (!this.isDeviceOnly(key)) {
      this.write({ ...this.profile.preferences, [key]: records });
      return;
    }
    this.device = { ...this.device, [key]: records };
    this.options.storage.setItem(DEVICE_PREFERENCES_KEY, JSON.stringify(this.device));
    this.listeners.notify();
  }

  private accountScope() {
    const { server, account } = this.options.ctx;
    return account === null ? { server } : { server, account };
  }

  private write(preferences: Records): void {
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

  private loadDevice(): Records {
    try {
      const raw = JSON.parse(this.options.storage.getItem(DEVICE_PREFERENCES_KEY) ?? 'null') as Records | null;
      return raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    } catch {
      return {};
    }
  }
}
