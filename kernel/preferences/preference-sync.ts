import { type ApiClient, ApiError, type PreferenceKey } from '@tessera/sdk';
import type { PreferenceStore } from './preference-store';
import type { PrefScope } from './profile';

/** Where synced preferences live in the account's registry (spec 001 section 7). */
export const SYNC_SCOPE = ['client', 'preferences', 'sync'];
/** The registry key of a preference. */
export const syncKey = (key: PreferenceKey) => `default:${key}`;

/** What the user chose when the server and this device disagree. */
export type ConflictChoice = 'server' | 'device' | 'cancel';

/** A registry value for a synced preference: a list of [scope, value] pairs. */
type SyncedValue = [PrefScope, unknown][];

/**
 * Keeps synced preferences in step with the account's registry: switching sync on resolves a
 * disagreement by asking (keep the server value, keep this device's, or cancel), local changes
 * are pushed, and changes from other devices (registryUpdated) are applied.
 */
export class PreferenceSync {
  private applyingRemote = false;
  private readonly lastPushed = new Map<PreferenceKey, string>();
  /**
   * What this device pushed and the server has yet to echo back (the main stream tells every
   * device of a registry change, this one too): an echo that arrives after a newer local change
   * must not undo it.
   */
  private readonly unechoed = new Map<PreferenceKey, string[]>();

  constructor(
    private readonly store: PreferenceStore,
    private readonly api: ApiClient,
    private readonly askConflict: (key: PreferenceKey) => Promise<ConflictChoice>,
  ) {
    store.subscribe(() => {
      if (!this.applyingRemote) void this.pushChanged();
    });
  }

  /** Switches sync on for a key; resolves false if the user cancelled. */
  async enable(key: PreferenceKey): Promise<boolean> {
    const server = await this.fetch(key);
    const local = this.store.get(key);
    if (server !== undefined && JSON.stringify(server) !== JSON.stringify(local)) {
      const choice = await this.askConflict(key);
      if (choice === 'cancel') return false;
      if (choice === 'server') this.applyRemote(key, server);
    }
    this.store.setSyncFlag(key, true);
    await this.push(key);
    return true;
  }

  disable(key: PreferenceKey): void {
    this.store.setSyncFlag(key, false);
  }

  /** Handles a registryUpdated event from the main stream. */
  onRegistryUpdated(event: { scope?: string[]; key: string; value: unknown }): void {
    if (JSON.stringify(event.scope ?? []) !== JSON.stringify(SYNC_SCOPE) || !event.key.startsWith('default:')) return;
    const key = event.key.slice('default:'.length) as PreferenceKey;
    if (!this.store.isSynced(key)) return;
    const value = firstValue(event.value);
    if (value === undefined) return;
    const pending = this.unechoed.get(key) ?? [];
    const echo = pending.indexOf(JSON.stringify(value));
    if (echo >= 0) {
      pending.splice(echo, 1);
      return;
    }
    this.applyRemote(key, value);
  }

  /** Pulls every synced key once (at start, to catch up with other devices). */
  async pullAll(): Promise<void> {
    for (const key of this.store.syncedKeys()) {
      const before = JSON.stringify(this.store.get(key));
      const value = await this.fetch(key);
      // A change made here while the server answered is newer than the answer; it is pushed.
      if (value !== undefined && JSON.stringify(this.store.get(key)) === before) this.applyRemote(key, value);
    }
  }

  private applyRemote(key: PreferenceKey, value: unknown): void {
    this.applyingRemote = true;
    try {
      this.lastPushed.set(key, JSON.stringify(value));
      this.store.set(key, value as never);
    } finally {
      this.applyingRemote = false;
    }
  }

  private async pushChanged(): Promise<void> {
    for (const key of this.store.syncedKeys()) {
      if (this.lastPushed.get(key) !== JSON.stringify(this.store.get(key))) await this.push(key);
    }
  }

  private async push(key: PreferenceKey): Promise<void> {
    const value = this.store.get(key);
    const json = JSON.stringify(value);
    this.lastPushed.set(key, json);
    const pending = this.unechoed.get(key) ?? [];
    pending.push(json);
    // A server that never echoes (a stream down) must not grow the list for ever.
    this.unechoed.set(key, pending.slice(-20));
    const synced: SyncedValue = [[{}, value]];
    await this.api.call('i/registry/set', { scope: SYNC_SCOPE, key: syncKey(key), value: synced });
  }

  private async fetch(key: PreferenceKey): Promise<unknown> {
    try {
      return firstValue(await this.api.call('i/registry/get', { scope: SYNC_SCOPE, key: syncKey(key) }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_SUCH_KEY') return undefined; // nothing on the server yet
      throw error;
    }
  }
}

function firstValue(stored: unknown): unknown {
  if (!Array.isArray(stored)) return undefined;
  const first = stored[0] as unknown;
  return Array.isArray(first) && first.length >= 2 ? first[1] : undefined;
}
