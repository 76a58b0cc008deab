import { type Account, CORE_PREFERENCES } from '@tessera/sdk';
import { DEVICE_PREFERENCES_KEY, PREFERENCES_KEY, PreferenceStore } from './preference-store';

/** How often preferences are read again, for changes another tab made that no event told of. */
export const OTHER_TABS_CHECK_MS = 5_000;

/**
 * The preference store of this page. Preferences resolve for the account that was active when the
 * page loaded (switching accounts reloads the page), and follow other tabs' changes (spec 001
 * section 9): at once on the storage event, and by reading them again every 5 s.
 */
export function openPagePreferences(
  win: Window,
  /** The account active when the page loaded; null for a visitor. */
  account: Account | null,
  /** The client version, recorded in preference profiles. */
  version = 'dev',
): PreferenceStore {
  const preferences = new PreferenceStore({
    storage: win.localStorage,
    ctx: { server: win.location.host, account: account?.id ?? null },
    version,
    declarations: CORE_PREFERENCES,
  });
  win.addEventListener('storage', (event) => {
    if (event.key === PREFERENCES_KEY || event.key === DEVICE_PREFERENCES_KEY) preferences.reload();
  });
  win.setInterval(() => preferences.reload(), OTHER_TABS_CHECK_MS);
  return preferences;
}
