import type { PreferenceStore } from './preference-store';
import type { PreferenceProfile } from './profile';

// Export and import of profile files, loaded when Settings asks for one; automatic backups'
// switch is in auto-backup.ts, which the first view needs.

/** The file extension exports use and imports accept. */
export const EXPORT_EXTENSION = '.misskeypreferences';

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
