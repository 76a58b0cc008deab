import { CORE_PREFERENCES, type PreferenceDeclarations } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_PREFERENCES_KEY, PREFERENCES_KEY, PreferenceStore } from './preference-store';
import { findRecord, type PrefRecord } from './profile';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const alice = { server: 'town.example', account: 'alice' };
/** What an extension might declare: a shared key, an account's own key, a device-only key. */
const EXTENSION_PREFERENCES: PreferenceDeclarations = {
  keepCw: { default: true },
  memo: { default: null, accountDependent: true },
  'deck.profile': { default: 'default', deviceOnly: true },
};
const store = (storage = memoryStorage(), ctx: { server: string; account: string | null } = alice) => {
  let t = 1_000;
  const s = new PreferenceStore({
    storage,
    ctx,
    version: 'test',
    now: () => (t += 1),
    newId: () => 'profile-1',
    declarations: CORE_PREFERENCES,
  });
  s.declare('some-extension', EXTENSION_PREFERENCES);
  return s;
};

// Spec 001 sections 3 and 4: profiles, records, resolution order, account overrides.
describe('preference records', () => {
  it('resolve to this server and account first, then the server, then the generic record', () => {
    const records: PrefRecord[] = [
      [{}, 'generic', {}],
      [{ server: 'town.example' }, 'server', {}],
      [{ server: 'town.example', account: 'alice' }, 'alice', {}],
      [{ server: 'other.example', account: 'alice' }, 'elsewhere', {}],
    ];
    expect(findRecord(records, alice)?.[1]).toBe('alice');
    expect(findRecord(records, { server: 'town.example', account: 'bob' })?.[1]).toBe('server');
    expect(findRecord(records, { server: 'third.example', account: null })?.[1]).toBe('generic');
    expect(findRecord(records.slice(0, 1), alice)?.[1]).toBe('generic');
  });
});

describe('preference store', () => {
  it('gives defaults, then stored values, and persists the profile shape', () => {
    const storage = memoryStorage();
    const s = store(storage);
    expect(s.get('sound.masterVolume')).toBe(0.3);
    expect(s.get('keepCw')).toBe(true);
    s.set('darkMode', true);
    expect(s.get('darkMode')).toBe(true);
    const saved = JSON.parse(storage.data.get(PREFERENCES_KEY) ?? '{}');
    expect(saved).toMatchObject({
      id: 'profile-1',
      type: 'main',
      version: 'test',
      preferences: { darkMode: [[{}, true, {}]] },
    });
    expect(store(storage).get('darkMode')).toBe(true); // survives a reload
  });

  it('keeps an account override apart from the shared value, and clears it', () => {
    const storage = memoryStorage();
    const s = store(storage);
    s.set('keepCw', false);
    s.setAccountOverride('keepCw');
    s.set('keepCw', true); // writes this account's record
    expect(s.get('keepCw')).toBe(true);
    expect(s.isAccountOverridden('keepCw')).toBe(true);
    const bob = store(storage, { server: 'town.example', account: 'bob' });
    expect(bob.get('keepCw')).toBe(false); // bob still sees the shared value
    s.clearAccountOverride('keepCw');
    expect(s.get('keepCw')).toBe(false);
  });

  it('keeps account-dependent keys per account, and refuses overrides for them', () => {
    const storage = memoryStorage();
    const s = store(storage);
    s.set('memo', 'mine');
    expect(store(storage, { server: 'town.example', account: 'bob' }).get('memo')).toBeNull();
    expect(() => s.setAccountOverride('memo')).toThrow(/always belongs to one account/);
  });

  it('marks the record in effect as synced', () => {
    const s = store();
    expect(s.isSynced('lang')).toBe(false);
    s.setSyncFlag('lang', true);
    expect(s.isSynced('lang')).toBe(true);
    expect(s.syncedKeys()).toEqual(['lang']);
  });

  it('tells listeners, and picks up changes another tab wrote', () => {
    const storage = memoryStorage();
    const here = store(storage);
    const there = store(storage);
    const heard = vi.fn();
    here.subscribe(heard);
    there.set('lang', 'ja-JP');
    expect(here.get('lang')).toBe('en-US');
    expect(here.reload()).toBe(true);
    expect(here.get('lang')).toBe('ja-JP');
    expect(heard).toHaveBeenCalled();
    expect(here.reload()).toBe(false);
  });

  it("uses an extension's defaults while it is declared, and keeps its stored values when it is not", () => {
    const storage = memoryStorage();
    const s = new PreferenceStore({ storage, ctx: alice, version: 'test', declarations: CORE_PREFERENCES });
    const heard = vi.fn();
    s.subscribe(heard);
    expect(s.get('keepCw')).toBeUndefined(); // nobody declares it
    const undeclare = s.declare('composer', { keepCw: { default: true } });
    expect(heard).toHaveBeenCalled();
    expect(s.get('keepCw')).toBe(true);
    expect(s.declared().find((d) => d.key === 'keepCw')?.extension).toBe('composer');
    expect(() => s.declare('other', { keepCw: { default: false } })).toThrow(/already declared by 'composer'/);
    s.set('keepCw', false);
    undeclare();
    expect(s.declaration('keepCw')).toBeUndefined();
    expect(s.get('keepCw')).toBe(false); // the stored value stays, and reads as it is
    expect(s.snapshot().preferences.keepCw).toEqual([[{}, false, {}]]);
  });

  it('keeps device-only preferences apart from the profile, so exports and backups never carry them', () => {
    const storage = memoryStorage();
    const s = store(storage);
    s.set('deck.profile', 'work');
    expect(s.get('deck.profile')).toBe('work');
    expect(s.snapshot().preferences['deck.profile']).toBeUndefined();
    expect(JSON.parse(storage.data.get(DEVICE_PREFERENCES_KEY) ?? '{}')).toEqual({
      'deck.profile': [[{}, 'work', {}]],
    });
    expect(s.isSyncable('deck.profile')).toBe(false);
    expect(() => s.setSyncFlag('deck.profile', true)).toThrow(/cannot be synced/);
    // A profile put in its place (an import, a restore) leaves them as they are.
    s.replace({ ...s.snapshot(), preferences: {} });
    expect(s.get('deck.profile')).toBe('work');
    expect(store(storage).get('deck.profile')).toBe('work'); // survives a reload
  });

  it('takes over a value a device kept under its old Web Storage key, once', () => {
    const storage = memoryStorage();
    storage.setItem('ui', 'deck');
    storage.setItem('old:drafts', '{"note:new":{"text":"hi"}}');
    const s = new PreferenceStore({ storage, ctx: alice, version: 'test', declarations: CORE_PREFERENCES });
    s.declare('composer', { 'composer.drafts': { default: {}, deviceOnly: true, movedFrom: 'old:drafts' } });
    expect(s.get('ui')).toBe('deck');
    expect(s.get('composer.drafts')).toEqual({ 'note:new': { text: 'hi' } });
    s.set('ui', 'default');
    storage.setItem('ui', 'deck'); // Misskey's key written again: the preference has a value now
    expect(store(storage).get('ui')).toBe('default');
  });

  it('ignores a blank rename', () => {
    const s = store();
    s.rename('Laptop');
    s.rename('   ');
    expect(s.snapshot().name).toBe('Laptop');
  });
});
