import type { ApiClient, DialogOptions, DialogResult, I18n, ModalHandle } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreferenceSync } from './lazy-preference-sync';
import type { PreferenceStore } from './preference-store';

// The syncing code is replaced by a class that keeps how it was made.
const made = vi.hoisted(() => [] as { askConflict: (key: string) => Promise<string> }[]);
vi.mock('./preference-sync', () => ({
  PreferenceSync: class {
    constructor(_store: unknown, _api: unknown, askConflict: (key: string) => Promise<string>) {
      made.push({ askConflict });
    }
  },
}));

const i18n = { t: (key: string) => key, loadStrings: async () => {} } as unknown as I18n;

function load(answer: DialogResult) {
  const dialog = vi.fn(async (_options: DialogOptions) => answer);
  const preferenceSync = lazyPreferenceSync({
    preferences: {} as PreferenceStore,
    api: {} as ApiClient,
    modals: { dialog } as unknown as ModalHandle,
    i18n,
  });
  return { preferenceSync, dialog };
}

describe('lazyPreferenceSync', () => {
  it('loads the syncing code once, however often it is asked for', async () => {
    made.length = 0;
    const { preferenceSync } = load({ canceled: true });
    const [first, second] = await Promise.all([preferenceSync(), preferenceSync()]);
    expect(first).toBe(second);
    expect(made).toHaveLength(1);
  });

  it("asks which value to keep when the server's differs, and counts a dismissed dialog as cancel", async () => {
    made.length = 0;
    const server = load({ canceled: false, result: 'device' });
    await server.preferenceSync();
    await expect(made[0]?.askConflict('theme')).resolves.toBe('device');
    expect(server.dialog.mock.calls[0]?.[0].actions?.map((action) => action.value)).toEqual([
      'server',
      'device',
      'cancel',
    ]);
    const dismissed = load({ canceled: true });
    await dismissed.preferenceSync();
    await expect(made[1]?.askConflict('theme')).resolves.toBe('cancel');
  });
});
