import { describe, expect, it, vi } from 'vitest';
import type { PreferenceBackups } from './backups';
import { createHostPreferences } from './host-preferences';
import type { PreferenceStore } from './preference-store';
import type { PreferenceSync } from './preference-sync';

const profileFile = vi.hoisted(() => ({ importProfile: vi.fn(), exportProfile: vi.fn() }));
vi.mock('./profile-file', () => profileFile);

function setUp() {
  const store = { setAccountOverride: vi.fn(), clearAccountOverride: vi.fn() };
  const backups = { restore: vi.fn(async () => {}) };
  const syncing = { enable: vi.fn(async () => false), disable: vi.fn() };
  const reload = vi.fn();
  const preferences = createHostPreferences({
    preferences: store as unknown as PreferenceStore,
    storage: localStorage,
    backups: async () => backups as unknown as PreferenceBackups,
    preferenceSync: async () => syncing as unknown as PreferenceSync,
    reload,
  });
  return { preferences, store, backups, syncing, reload };
}

describe('createHostPreferences', () => {
  it('reloads the page once a backup is restored or a profile file imported', async () => {
    const { preferences, backups, reload } = setUp();
    await preferences.profile.restore('phone');
    expect(backups.restore).toHaveBeenCalledWith('phone');
    expect(reload).toHaveBeenCalledTimes(1);
    await preferences.profile.importFile('a.misskeypreferences', '{}');
    expect(profileFile.importProfile).toHaveBeenCalledWith(expect.anything(), 'a.misskeypreferences', '{}');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when a profile file is refused', async () => {
    const { preferences, reload } = setUp();
    profileFile.importProfile.mockImplementationOnce(() => {
      throw new Error('not a profile');
    });
    await expect(preferences.profile.importFile('b.txt', 'x')).rejects.toThrow('not a profile');
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts syncing with the answer of the sync, and stops at once', async () => {
    const { preferences, syncing } = setUp();
    await expect(preferences.setSynced('lightTheme', true)).resolves.toBe(false);
    await expect(preferences.setSynced('lightTheme', false)).resolves.toBe(true);
    expect(syncing.enable).toHaveBeenCalledWith('lightTheme');
    expect(syncing.disable).toHaveBeenCalledWith('lightTheme');
  });

  it('gives the account its own value or drops it', () => {
    const { preferences, store } = setUp();
    preferences.setAccountOverride('lightTheme', true);
    preferences.setAccountOverride('lightTheme', false);
    expect(store.setAccountOverride).toHaveBeenCalledWith('lightTheme');
    expect(store.clearAccountOverride).toHaveBeenCalledWith('lightTheme');
  });
});
