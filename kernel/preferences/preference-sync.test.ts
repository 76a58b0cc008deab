import { type ApiClient, ApiError, CORE_PREFERENCES } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { PreferenceStore } from './preference-store';
import { PreferenceSync, SYNC_SCOPE } from './preference-sync';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** A registry double behaving like i/registry/get and set. */
function fakeRegistry() {
  const values = new Map<string, unknown>();
  const call = vi.fn(async (endpoint: string, params: { key: string; value?: unknown }) => {
    if (endpoint === 'i/registry/set') {
      values.set(params.key, params.value);
      return undefined;
    }
    if (!values.has(params.key))
      throw new ApiError(
        { code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a', message: 'No such key.' },
        400,
        endpoint,
      );
    return values.get(params.key);
  });
  return { api: { call } as unknown as ApiClient, values, call };
}

const newStore = () =>
  new PreferenceStore({
    storage: memoryStorage(),
    ctx: { server: 's', account: 'a' },
    version: 't',
    declarations: CORE_PREFERENCES,
  });

// Spec 001 sections 3, 4 and 7: sync through i/registry, scope [client, preferences, sync], key 'default:' + key.
describe('preference sync', () => {
  it('pushes a value when sync starts and nothing is on the server yet, then every change', async () => {
    const { api, values } = fakeRegistry();
    const store = newStore();
    const sync = new PreferenceSync(store, api, async () => 'cancel');
    store.set('darkMode', true);
    expect(await sync.enable('darkMode')).toBe(true);
    expect(values.get('default:darkMode')).toEqual([[{}, true]]);
    store.set('darkMode', false);
    await vi.waitFor(() => expect(values.get('default:darkMode')).toEqual([[{}, false]]));
  });

  it('does not let the echo of its own older push undo a newer change made here', async () => {
    const { api, values } = fakeRegistry();
    const store = newStore();
    const sync = new PreferenceSync(store, api, async () => 'cancel');
    expect(await sync.enable('menu')).toBe(true);
    store.set('menu', ['a']);
    store.set('menu', ['a', 'b']);
    await vi.waitFor(() => expect(values.get('default:menu')).toEqual([[{}, ['a', 'b']]]));
    // The stream echoes both pushes, the older one last.
    sync.onRegistryUpdated({ scope: [...SYNC_SCOPE], key: 'default:menu', value: [[{}, ['a', 'b']]] });
    sync.onRegistryUpdated({ scope: [...SYNC_SCOPE], key: 'default:menu', value: [[{}, ['a']]] });
    expect(store.get('menu')).toEqual(['a', 'b']);
    // Another device's change still comes in.
    sync.onRegistryUpdated({ scope: [...SYNC_SCOPE], key: 'default:menu', value: [[{}, ['c']]] });
    expect(store.get('menu')).toEqual(['c']);
  });

  it('asks on a conflict: keep the server value, keep the device value, or cancel', async () => {
    for (const [choice, expected, synced] of [
      ['server', 'ja-JP', true],
      ['device', 'en-US', true],
      ['cancel', 'en-US', false],
    ] as const) {
      const { api, values } = fakeRegistry();
      values.set('default:lang', [[{}, 'ja-JP']]);
      const store = newStore();
      const ask = vi.fn(async () => choice);
      const sync = new PreferenceSync(store, api, ask);
      expect(await sync.enable('lang')).toBe(synced);
      expect(ask).toHaveBeenCalledWith('lang');
      expect(store.get('lang')).toBe(expected);
      expect(store.isSynced('lang')).toBe(synced);
      if (choice === 'device') expect(values.get('default:lang')).toEqual([[{}, 'en-US']]);
    }
  });

  it('applies a change another device made (registryUpdated) without pushing it back', async () => {
    const { api, call } = fakeRegistry();
    const store = newStore();
    const sync = new PreferenceSync(store, api, async () => 'device');
    await sync.enable('sound.masterVolume');
    call.mockClear();
    sync.onRegistryUpdated({ scope: SYNC_SCOPE, key: 'default:sound.masterVolume', value: [[{}, 0.8]] });
    expect(store.get('sound.masterVolume')).toBe(0.8);
    await new Promise((r) => setTimeout(r, 0));
    expect(call).not.toHaveBeenCalledWith('i/registry/set', expect.anything());
    sync.onRegistryUpdated({ scope: ['client', 'other'], key: 'default:sound.masterVolume', value: [[{}, 0.1]] });
    expect(store.get('sound.masterVolume')).toBe(0.8);
  });
});
