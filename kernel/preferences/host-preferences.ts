import type { PreferencesHandle } from '@tessera/sdk';
import { isAutoBackupOn, setAutoBackup } from './auto-backup';
import type { PreferenceBackups } from './backups';
import type { PreferenceStore } from './preference-store';
import type { PreferenceSync } from './preference-sync';

/**
 * The host's `preferences` as extensions see them: the store's reading and writing, plus the
 * profile as a whole (its name, automatic and cloud backups, profile files) and syncing a key,
 * whose code loads on first use. Restoring a backup or importing a file reloads the page.
 */
export function createHostPreferences(deps: {
  preferences: PreferenceStore;
  storage: Storage;
  backups: () => Promise<PreferenceBackups>;
  preferenceSync: () => Promise<PreferenceSync>;
  reload: () => void;
}): PreferencesHandle {
  const { preferences, storage, backups, reload } = deps;
  return {
    profile: {
      name: () => preferences.snapshot().name,
      rename: (name) => preferences.rename(name),
      isAutoBackupOn: () => isAutoBackupOn(storage),
      setAutoBackup: (on) => setAutoBackup(storage, preferences, on),
      backupNow: async () => (await backups()).save(),
      listBackups: async () => (await backups()).list(),
      restore: async (name) => {
        await (await backups()).restore(name);
        reload();
      },
      removeBackup: async (name) => (await backups()).remove(name),
      // Profile files are read and written when Settings asks, so their code loads then.
      exportFile: async () => (await import('./profile-file')).exportProfile(preferences),
      importFile: async (name, content) => {
        (await import('./profile-file')).importProfile(preferences, name, content);
        reload();
      },
    },
    get: (key) => preferences.get(key),
    declaration: (key) => preferences.declaration(key),
    declared: () => preferences.declared(),
    set: (key, value) => preferences.set(key, value),
    readable: (key) => preferences.readable(key),
    isSynced: (key) => preferences.isSynced(key),
    isAccountOverridden: (key) => preferences.isAccountOverridden(key),
    setAccountOverride: (key, own) =>
      own ? preferences.setAccountOverride(key) : preferences.clearAccountOverride(key),
    setSynced: async (key, sync) => {
      const syncing = await deps.preferenceSync();
      if (sync) return syncing.enable(key);
      syncing.disable(key);
      return true;
    },
  };
}
