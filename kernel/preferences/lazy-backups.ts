import type { ApiClient } from '@tessera/sdk';
import type { PreferenceBackups } from './backups';
import type { PreferenceStore } from './preference-store';

/**
 * The cloud backups of the preference profile, whose code loads once, when first asked for: once
 * the first view has settled (for a signed-in account), or earlier if Settings asks first.
 */
export function lazyBackups(
  preferences: PreferenceStore,
  api: ApiClient,
  storage: Storage,
): () => Promise<PreferenceBackups> {
  let loading: Promise<PreferenceBackups> | null = null;
  return () =>
    (loading ??= import('./backups').then(({ PreferenceBackups }) => new PreferenceBackups(preferences, api, storage)));
}
