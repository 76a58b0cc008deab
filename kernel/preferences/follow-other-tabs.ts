import { DEVICE_PREFERENCES_KEY, PREFERENCES_KEY, type PreferenceStore } from './preference-store';

/** How often preferences are read again, for changes another tab made that no event told of. */
export const OTHER_TABS_CHECK_MS = 5_000;

/**
 * Keeps the preferences current with other tabs' changes (spec 001 section 9): at once on the
 * storage event, and by reading them again every 5 s.
 */
export function followOtherTabs(preferences: Pick<PreferenceStore, 'reload'>, win: Window): void {
  win.addEventListener('storage', (event) => {
    if (event.key === PREFERENCES_KEY || event.key === DEVICE_PREFERENCES_KEY) preferences.reload();
  });
  win.setInterval(() => preferences.reload(), OTHER_TABS_CHECK_MS);
}
