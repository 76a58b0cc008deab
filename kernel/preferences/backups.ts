import { type ApiClient, ApiError, type PreferenceKey } from '@tessera/sdk';
import { BACKUP_MESSAGES, isAutoBackupOn, setAutoBackup } from './auto-backup';
import type { PreferenceStore } from './preference-store';
import { exportProfile, importProfile, isProfile } from './profile-file';

/** Where cloud backups live in the registry, by profile name (spec 001 section 7). */
export const BACKUP_SCOPE = ['client', 'preferences', 'backups'];
/** The legacy store's registry scope, migrated once. */
export const LEGACY_SCOPE = ['client', 'base'];
/** A restore is suggested only for accounts at least this old. */
export const RESTORE_SUGGESTION_MIN_AGE_MS = 30 * 60 * 1000;
const LAST_BACKUP_KEY = 'tessera:preferences:last-backup';
const MIGRATED_KEY = 'tessera:preferences:legacy-migrated';
const SUGGESTION_DISMISSED_KEY = 'tessera:preferences:restore-suggestion-dismissed';

/**
 * Cloud backups of the preference profile, export and import of profile files, and the
 * one-time migration of the legacy settings store.
 */
export class PreferenceBackups {
  constructor(
    private readonly store: PreferenceStore,
    private readonly api: ApiClient,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
  ) {}

  isAutoBackupOn(): boolean {
    return isAutoBackupOn(this.storage);
  }

  /** Switches automatic backups; switching on without a profile name refuses with the spec's message. */
  setAutoBackup(on: boolean): void {
    setAutoBackup(this.storage, this.store, on);
  }

  /** Saves the profile under its name. */
  async save(): Promise<void> {
    const profile = this.store.snapshot();
    if (profile.name.trim() === '') throw new Error(BACKUP_MESSAGES.nameNotSet);
    await this.api.call('i/registry/set', { scope: BACKUP_SCOPE, key: profile.name, value: profile });
    this.storage.setItem(LAST_BACKUP_KEY, String(profile.modifiedAt));
  }

  /**
   * The periodic check: backs up when auto backup is on, the tab is visible and the profile
   * changed since the last backup. A profile without a name switches auto backup off.
   */
  async tick(visible: boolean): Promise<'saved' | 'skipped' | 'switched-off'> {
    if (!this.isAutoBackupOn() || !visible) return 'skipped';
    const profile = this.store.snapshot();
    if (profile.name.trim() === '') {
      setAutoBackup(this.storage, this.store, false);
      return 'switched-off';
    }
    if (String(profile.modifiedAt) === this.storage.getItem(LAST_BACKUP_KEY)) return 'skipped';
    await this.save();
    return 'saved';
  }

  /** The names of the saved backups. */
  async list(): Promise<string[]> {
    return (await this.api.call('i/registry/keys', { scope: BACKUP_SCOPE })) as string[];
  }

  /** Replaces this device's profile with a backup; the caller reloads the page. */
  async restore(name: string): Promise<void> {
    const profile = (await this.api.call('i/registry/get', { scope: BACKUP_SCOPE, key: name })) as unknown;
    if (!isProfile(profile)) throw new Error(`the backup '${name}' is not a preference profile`);
    this.store.replace(profile);
  }

  async remove(name: string): Promise<void> {
    await this.api.call('i/registry/remove', { scope: BACKUP_SCOPE, key: name });
  }

  /** Whether the user said not to suggest restoring again. */
  isSuggestionDismissed(): boolean {
    return this.storage.getItem(SUGGESTION_DISMISSED_KEY) === 'true';
  }

  dismissSuggestion(): void {
    this.storage.setItem(SUGGESTION_DISMISSED_KEY, 'true');
  }

  /** The profile as a file to download. */
  exportFile(): { name: string; content: string } {
    return exportProfile(this.store);
  }

  /** Replaces the profile from an exported file; only .misskeypreferences files are accepted. */
  importFile(fileName: string, content: string): void {
    importProfile(this.store, fileName, content);
  }

  /**
   * Reads the legacy store ([client, base]) once per device and takes over the keys both
   * stores share, for accounts coming from older clients.
   */
  async migrateLegacy(): Promise<PreferenceKey[]> {
    if (this.storage.getItem(MIGRATED_KEY) === 'true') return [];
    let legacy: Record<string, unknown>;
    try {
      legacy = (await this.api.call('i/registry/get-all', { scope: LEGACY_SCOPE })) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 500) return []; // try again next time
      legacy = {};
    }
    const taken: PreferenceKey[] = [];
    for (const [key, value] of Object.entries(legacy)) {
      const k = key as PreferenceKey;
      const declaration = this.store.declaration(k);
      // Only keys declared now, and never device-only ones, which the legacy store did not sync.
      if (!declaration || declaration.deviceOnly || value === undefined) continue;
      if (typeof value !== typeof declaration.default && declaration.default !== null) continue;
      this.store.set(k, value as never);
      taken.push(k);
    }
    this.storage.setItem(MIGRATED_KEY, 'true');
    return taken;
  }
}

/** Whether to suggest restoring a backup: an account over 30 minutes old, not dismissed, with backups. */
export function shouldSuggestRestore(options: {
  accountCreatedAt: number;
  now: number;
  dismissed: boolean;
  backups: number;
}): boolean {
  return (
    options.now - options.accountCreatedAt >= RESTORE_SUGGESTION_MIN_AGE_MS && !options.dismissed && options.backups > 0
  );
}

export { BACKUP_MESSAGES } from './auto-backup';
