import { type ApiClient, ApiError, CORE_PREFERENCES } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { BACKUP_MESSAGES, BACKUP_SCOPE, PreferenceBackups, shouldSuggestRestore } from './backups';
import { PreferenceStore } from './preference-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

function registry(initial: Record<string, Record<string, unknown>> = {}) {
  const scopes = new Map(Object.entries(initial).map(([scope, values]) => [scope, new Map(Object.entries(values))]));
  const at = (scope: string[]) => {
    const key = scope.join('/');
    if (!scopes.has(key)) scopes.set(key, new Map());
    return scopes.get(key) as Map<string, unknown>;
  };
  const call = vi.fn(async (endpoint: string, p: { scope: string[]; key?: string; value?: unknown }) => {
    const values = at(p.scope);
    switch (endpoint) {
      case 'i/registry/set':
        values.set(p.key as string, p.value);
        return undefined;
      case 'i/registry/keys':
        return [...values.keys()];
      case 'i/registry/get-all':
        return Object.fromEntries(values);
      case 'i/registry/remove':
        values.delete(p.key as string);
        return undefined;
      case 'i/registry/get':
        if (!values.has(p.key as string))
          throw new ApiError({ code: 'NO_SUCH_KEY', id: 'x', message: 'No such key.' }, 400, endpoint);
        return values.get(p.key as string);
    }
    throw new Error(endpoint);
  });
  return { api: { call } as unknown as ApiClient, at };
}

function setup(reg = registry()) {
  const storage = memoryStorage();
  let t = 1;
  const store = new PreferenceStore({
    storage,
    ctx: { server: 's', account: 'a' },
    version: 'v',
    now: () => (t += 1),
    declarations: CORE_PREFERENCES,
  });
  // What the composer declares; other extensions stay switched off.
  store.declare('composer', {
    keepCw: { default: true },
    defaultNoteVisibility: { default: 'public' },
    'deck.profile': { default: 'default', deviceOnly: true },
  });
  return { store, storage, backups: new PreferenceBackups(store, reg.api, storage), reg };
}

// Spec 001 sections 4, 5 and 9: cloud backups, export and import, legacy migration.
describe('preference backups', () => {
  it('needs a profile name: auto backup refuses, saving throws, a nameless profile switches auto backup off', async () => {
    const { backups, store } = setup();
    expect(() => backups.setAutoBackup(true)).toThrow(BACKUP_MESSAGES.nameRequired);
    await expect(backups.save()).rejects.toThrow('Profile name is not set');
    store.rename('Laptop');
    backups.setAutoBackup(true);
    store.replace({ ...store.snapshot(), name: '' });
    expect(await backups.tick(true)).toBe('switched-off');
    expect(backups.isAutoBackupOn()).toBe(false);
  });

  it('backs up on the periodic check only when visible and changed, by profile name', async () => {
    const { backups, store, reg } = setup();
    store.rename('Laptop');
    backups.setAutoBackup(true);
    expect(await backups.tick(false)).toBe('skipped');
    expect(await backups.tick(true)).toBe('saved');
    expect((reg.at(BACKUP_SCOPE).get('Laptop') as { name: string }).name).toBe('Laptop');
    expect(await backups.tick(true)).toBe('skipped'); // nothing changed since
    store.set('darkMode', true);
    expect(await backups.tick(true)).toBe('saved');
  });

  it('lists, restores and deletes backups', async () => {
    const { backups, store, reg } = setup();
    store.rename('Desktop');
    store.set('lang', 'ja-JP');
    await backups.save();
    const other = setup(reg);
    expect(await other.backups.list()).toEqual(['Desktop']);
    await other.backups.restore('Desktop');
    expect(other.store.get('lang')).toBe('ja-JP');
    await other.backups.remove('Desktop');
    expect(await other.backups.list()).toEqual([]);
  });

  it('exports a .misskeypreferences file and imports only such files', () => {
    const { backups, store } = setup();
    store.rename('Phone');
    store.set('keepCw', false);
    const file = backups.exportFile();
    expect(file.name).toBe('Phone.misskeypreferences');
    const other = setup();
    expect(() => other.backups.importFile('Phone.json', file.content)).toThrow('only .misskeypreferences files');
    expect(() => other.backups.importFile('x.misskeypreferences', '{"not":"a profile"}')).toThrow(
      'not a preference profile',
    );
    other.backups.importFile(file.name, file.content);
    expect(other.store.get('keepCw')).toBe(false);
  });

  it('imports a profile Misskey exported and exports it again unchanged, keys of switched-off extensions too', () => {
    const { backups, store } = setup();
    const fromMisskey = {
      id: 'a1b2c3',
      version: '2025.12.2',
      type: 'main',
      modifiedAt: 1_764_000_000_000,
      name: 'From Misskey',
      preferences: {
        darkMode: [[{}, true, { sync: true }]],
        keepCw: [[{}, false, {}]],
        'deck.columnGap': [
          [{}, 10, {}],
          [{ server: 'town.example', account: '9x' }, 12, {}],
        ],
        statusbars: [[{}, [{ id: 'x', name: null, type: 'rss', black: false, size: 'medium', props: {} }], {}]],
        aFutureMisskeyKey: [[{ server: 'town.example' }, { nested: [1, 2] }, {}]],
      },
    };
    store.set('deck.profile', 'work'); // device-only: neither replaced nor exported
    backups.importFile('From Misskey.misskeypreferences', JSON.stringify(fromMisskey));
    expect(store.get('darkMode')).toBe(true);
    expect(store.get('keepCw')).toBe(false);
    expect(store.get('deck.columnGap')).toBe(10); // no deck here: its stored value, as it is
    expect(store.get('deck.profile')).toBe('work');
    const exported = JSON.parse(backups.exportFile().content);
    expect(exported).toEqual(fromMisskey);
    const other = setup();
    other.backups.importFile('again.misskeypreferences', JSON.stringify(exported));
    expect(JSON.parse(other.backups.exportFile().content)).toEqual(fromMisskey);
  });

  it('migrates the legacy store once, taking the keys both stores know', async () => {
    const reg = registry({
      'client/base': {
        defaultNoteVisibility: 'home',
        darkMode: true,
        reactions: ['👍'], // no emoji extension here
        someOldThing: 1,
        keepCw: 'wrong type',
      },
    });
    const { backups, store } = setup(reg);
    expect((await backups.migrateLegacy()).sort()).toEqual(['darkMode', 'defaultNoteVisibility']);
    expect(store.get('defaultNoteVisibility')).toBe('home');
    expect(store.get('keepCw')).toBe(true);
    expect(await backups.migrateLegacy()).toEqual([]);
  });

  it('suggests a restore only for accounts older than 30 minutes, not dismissed, with backups', () => {
    const base = { accountCreatedAt: 0, now: 30 * 60 * 1000, dismissed: false, backups: 1 };
    expect(shouldSuggestRestore(base)).toBe(true);
    expect(shouldSuggestRestore({ ...base, now: 30 * 60 * 1000 - 1 })).toBe(false);
    expect(shouldSuggestRestore({ ...base, dismissed: true })).toBe(false);
    expect(shouldSuggestRestore({ ...base, backups: 0 })).toBe(false);
  });
});
