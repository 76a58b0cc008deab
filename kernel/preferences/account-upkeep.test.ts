import type { Account, I18n, ModalHandle, StreamClient } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { startAccountUpkeep } from './account-upkeep';
import { AUTO_BACKUP_INTERVAL_MS, BACKUP_MESSAGES } from './auto-backup';
import type { PreferenceBackups } from './backups';
import type { PreferenceStore } from './preference-store';
import type { PreferenceSync } from './preference-sync';

const suggestRestore = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./restore-suggestion', () => ({ suggestRestore }));

const account: Account = { host: 'example.test', id: 'u1', username: 'alice', token: 't', info: null };

function setUp(signedIn: Account | null, tick: 'switched-off' | 'saved' = 'saved') {
  const handlers = new Map<string, (payload: unknown) => void>();
  const stream = vi.fn(
    () =>
      ({
        channel: () => ({ on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) }),
      }) as unknown as StreamClient,
  );
  const syncing = { onRegistryUpdated: vi.fn(), pullAll: vi.fn(async () => {}) };
  const backups = { migrateLegacy: vi.fn(async () => {}), tick: vi.fn(async () => tick) };
  const settled: (() => void)[] = [];
  const intervals: { task: () => void; ms: number }[] = [];
  const toast = vi.fn();
  const accounts = {
    current: { get: () => signedIn, subscribe: () => () => {} },
    updateInfo: vi.fn(),
    refresh: vi.fn(async () => {}),
  };
  startAccountUpkeep({
    accounts,
    stream,
    preferenceSync: async () => syncing as unknown as PreferenceSync,
    backups: async () => backups as unknown as PreferenceBackups,
    preferences: {} as PreferenceStore,
    modals: { toast } as unknown as ModalHandle,
    i18n: {} as I18n,
    whenSettled: (task) => settled.push(task),
    win: {
      setInterval: (task: () => void, ms: number) => intervals.push({ task, ms }),
      document: { visibilityState: 'visible' },
    } as unknown as Window,
  });
  return { handlers, stream, syncing, backups, settled, intervals, toast, accounts };
}

describe('startAccountUpkeep', () => {
  it('does nothing for a visitor', () => {
    const { stream, settled, intervals } = setUp(null);
    expect(stream).not.toHaveBeenCalled();
    expect(settled).toHaveLength(0);
    expect(intervals).toHaveLength(0);
  });

  it("follows the account's registry and profile events on the main channel", async () => {
    const { handlers, syncing, accounts } = setUp(account);
    const event = { scope: ['client', 'preferences', 'sync'], key: 'k', value: 1 };
    handlers.get('registryUpdated')?.(event);
    await vi.waitFor(() => expect(syncing.onRegistryUpdated).toHaveBeenCalledWith(event));
    const me = { id: 'u1', name: 'Alice' };
    handlers.get('meUpdated')?.(me);
    expect(accounts.updateInfo).toHaveBeenCalledWith(me);
  });

  it('fetches the account again when its token is regenerated, so the refused token signs it out', () => {
    const { handlers, accounts } = setUp(account);
    expect(accounts.refresh).not.toHaveBeenCalled();
    handlers.get('myTokenRegenerated')?.(undefined);
    expect(accounts.refresh).toHaveBeenCalledTimes(1);
  });

  it('pulls synced preferences, migrates backups and suggests a restore once the first view has settled', async () => {
    const { settled, syncing, backups } = setUp(account);
    expect(syncing.pullAll).not.toHaveBeenCalled();
    for (const task of settled) task();
    await vi.waitFor(() => expect(suggestRestore).toHaveBeenCalledTimes(1));
    expect(syncing.pullAll).toHaveBeenCalledTimes(1);
    expect(backups.migrateLegacy).toHaveBeenCalledTimes(1);
    expect(suggestRestore).toHaveBeenCalledWith(expect.objectContaining({ account }));
  });

  it('considers an automatic backup at its interval, and says so when a nameless profile switches it off', async () => {
    const { intervals, backups, toast } = setUp(account, 'switched-off');
    expect(intervals.map((interval) => interval.ms)).toEqual([AUTO_BACKUP_INTERVAL_MS]);
    intervals[0]?.task();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(BACKUP_MESSAGES.nameRequired));
    expect(backups.tick).toHaveBeenCalledWith(true);
  });
});
