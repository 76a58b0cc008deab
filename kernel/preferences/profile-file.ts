import type { PreferenceStore } from './preference-store';
import type { PreferenceProfile } from './profile';

/** How often an automatic backup is considered (spec 001 section 9). */
export const AUTO_BACKUP_INTERVAL_MS = 3 * 60 * 1000;
/** The file extension exports use and imports accept. */
export const EXPORT_EXTENSION = '.misskeypreferences';

const AUTO_BACKUP_KEY = 'tessera:preferences:auto-backup';

/** The messages of spec 001 section 5. */
export const BACKUP_MESSAGES = {
  nameRequired: 'you need to name your profile to enable auto backup',
  nameNotSet: 'Profile name is not set',
  noBackups: 'no backups found',
} as const;

// What Settings needs at once (the auto-backup switch, export and import of profile files); the
// cloud backups themselves (backups.ts) load once the first view has settled.

/** Whether automatic backups are on for this device. */
export function isAutoBackupOn(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(AUTO_BACKUP_KEY) === 'true';
}

/** Switches automatic backups; switching on without a profile name refuses with the spec's message. */
export function setAutoBackup(storage: Pick<Storage, 'setItem'>, store: PreferenceStore, on: boolean): void {
  if (on && store.snapshot().name.trim() === '') throw new Error(BACKUP_MESSAGES.nameRequired);
  storage.setItem(AUTO_BACKUP_KEY, String(on));
}

/** The profile as a file to download. */
export function exportProfile(store: PreferenceStore): { name: string; content: string } {
  const profile = store.snapshot();
  return {
    name: `${profile.name.trim() || 'preferences'}${EXPORT_EXTENSION}`,
    content: JSON.stringify(profile, null, 2),
  };
}

/** Replaces the profile from an exported file; only .misskeypreferences files are accepted. */
export function importProfile(store: PreferenceStore, fileName: string, content: string): void {
  if (!fileName.endsWith(EXPORT_EXTENSION)) throw new Error(`only ${EXPORT_EXTENSION} files can be imported`);
  let profile: unknown;
  try {
    profile = JSON.parse(content);
  } catch {
    throw new Error('the file is not a preference profile');
  }
  if (!isProfile(profile)) throw new Error('the file is not a preference profile');
  store.replace(profile);
}

/** Whether a value is a preference profile. */
export function isProfile(value: unknown): value is PreferenceProfile {
  const p = value as Partial<PreferenceProfile> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    p.type === 'main' &&
    typeof p.id === 'string' &&
    typeof p.preferences === 'object' &&
    p.preferences !== null
  );
}
