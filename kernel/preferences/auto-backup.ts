import type { PreferenceStore } from './preference-store';

/** How often an automatic backup is considered (spec 001 section 9). */
export const AUTO_BACKUP_INTERVAL_MS = 3 * 60 * 1000;
const AUTO_BACKUP_KEY = 'tessera:preferences:auto-backup';

/** The messages of spec 001 section 5. */
export const BACKUP_MESSAGES = {
  nameRequired: 'you need to name your profile to enable auto backup',
  nameNotSet: 'Profile name is not set',
  noBackups: 'no backups found',
} as const;

// What the first view needs of backups: the switch and its messages; the cloud backups
// themselves (backups.ts) load once the first view has settled.

/** Whether automatic backups are on for this device. */
export function isAutoBackupOn(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(AUTO_BACKUP_KEY) === 'true';
}

/** Switches automatic backups; switching on without a profile name refuses with the spec's message. */
export function setAutoBackup(storage: Pick<Storage, 'setItem'>, store: PreferenceStore, on: boolean): void {
  if (on && store.snapshot().name.trim() === '') throw new Error(BACKUP_MESSAGES.nameRequired);
  storage.setItem(AUTO_BACKUP_KEY, String(on));
}
