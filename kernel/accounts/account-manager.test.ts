import { ApiError } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERROR_IDS, classifyAccountError } from './account-errors';
import { AccountManager } from './account-manager';
import { AccountStore } from './account-store';
import { CLIENT_DATABASE, clearClientData } from './sign-out-cleanup';

const me = (id: string, username = id) => ({ id, username, name: null }) as unknown as entities.MeDetailed;
const apiError = (id: string, status = 403) => new ApiError({ code: 'X', message: 'x', id }, status, 'i');

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    clear: () => data.clear(),
    data,
  };
}

function setup(fetchMe: (token: string) => Promise<entities.MeDetailed>) {
  const storage = memoryStorage();
  const store = new AccountStore(storage);
  const options = {
    host: 'town.example',
    store,
    fetchMe: vi.fn(fetchMe),
    load: vi.fn(),
    reload: vi.fn(),
    clearClientData: vi.fn(async () => storage.clear()),
    notify: vi.fn(async () => {}),
    warnDeletionInProgress: vi.fn(),
  };
  const manager = () => new AccountManager(options);
  return { storage, store, options, manager };
}

// Spec 001 sections 3, 4 and 8.
describe('accounts', () => {
  it('signing in stores the account and token, then loads the root or the given address', async () => {
    const { manager, options, store } = setup(async (t) => me(t === 'tok-a' ? 'a' : 'b'));
    const m = manager();
    await m.signIn('tok-a');
    expect(m.current.get()).toMatchObject({ id: 'a', token: 'tok-a', host: 'town.example' });
    expect(options.load).toHaveBeenLastCalledWith('/');
    await m.signIn('tok-b', '/notes/1');
    expect(options.load).toHaveBeenLastCalledWith('/notes/1');
    expect(store.read().list).toEqual([
      ['town.example', { id: 'a', username: 'a' }],
      ['town.example', { id: 'b', username: 'b' }],
    ]);
    expect(store.read().tokens).toEqual({ 'town.example/a': 'tok-a', 'town.example/b': 'tok-b' });
  });

  it('switches to a stored account with a reload', async () => {
    const { manager, options } = setup(async (t) => me(t));
    const m = manager();
    await m.signIn('a');
    await m.signIn('b');
    await m.switchTo('a');
    expect(m.current.get()?.id).toBe('a');
    expect(options.reload).toHaveBeenCalledOnce();
    await expect(m.switchTo('nobody')).rejects.toThrow("no stored account with the id 'nobody'");
  });

  it('a loginId query switches account at boot and is removed from the address', async () => {
    const { manager } = setup(async (t) => me(t));
    const first = manager();
    await first.signIn('a');
    await first.signIn('b');
    const m = manager();
    const { cleaned } = m.boot(new URL('https://town.example/notes/1?loginId=a&x=1#top'));
    expect(m.current.get()?.id).toBe('a');
    expect(cleaned).toBe('/notes/1?x=1#top');
    expect(manager().boot(new URL('https://town.example/')).cleaned).toBeNull();
  });

  it('a revoked token removes the account and switches to another stored one', async () => {
    const revoked = new Set<string>();
    const { manager, options } = setup(async (t) => {
      if (revoked.has(t)) throw apiError(ACCOUNT_ERROR_IDS.tokenRevoked);
      return me(t);
    });
    const m = manager();
    await m.signIn('a');
    await m.signIn('b');
    revoked.add('b');
    const booted = manager();
    await booted.boot(new URL('https://town.example/')).checked;
    expect(options.notify).toHaveBeenCalledWith('tokenRevoked', expect.any(ApiError));
    expect(booted.current.get()?.id).toBe('a');
    expect(booted.stored.get().map((a) => a.id)).toEqual(['a']);
    expect(options.load).toHaveBeenLastCalledWith('/');
  });

  it('with no other account, a deleted account signs out completely', async () => {
    let deleted = false;
    const { manager, options, storage } = setup(async (t) => {
      if (deleted) throw apiError(ACCOUNT_ERROR_IDS.deleted, 400);
      return me(t);
    });
    await manager().signIn('a');
    deleted = true;
    const m = manager();
    await m.boot(new URL('https://town.example/')).checked;
    expect(options.notify).toHaveBeenCalledWith('deleted', expect.anything());
    expect(options.clearClientData).toHaveBeenCalledOnce();
    expect(m.current.get()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('warns once a page while the server answers for the account as being deleted, keeping it meanwhile', async () => {
    let deleting = false;
    const { manager, options } = setup(async (t) => ({ ...me(t), isDeleted: deleting }) as entities.MeDetailed);
    await manager().signIn('a');
    expect(options.warnDeletionInProgress).not.toHaveBeenCalled();
    deleting = true;
    const m = manager();
    await m.boot(new URL('https://town.example/')).checked;
    await m.refresh();
    expect(options.warnDeletionInProgress).toHaveBeenCalledOnce();
    expect(m.current.get()?.id).toBe('a');
  });

  it('keeps the account when the server is down (5xx or no answer)', async () => {
    let down = false;
    const { manager, options } = setup(async (t) => {
      if (down) throw apiError('x', 502);
      return me(t);
    });
    await manager().signIn('a');
    down = true;
    const m = manager();
    await m.boot(new URL('https://town.example/')).checked;
    expect(m.current.get()?.id).toBe('a');
    expect(options.notify).not.toHaveBeenCalled();
  });

  it('classifies account errors by their Misskey ids', () => {
    expect(classifyAccountError(apiError(ACCOUNT_ERROR_IDS.suspended))).toBe('suspended');
    expect(classifyAccountError(apiError(ACCOUNT_ERROR_IDS.deleted))).toBe('deleted');
    expect(classifyAccountError(apiError(ACCOUNT_ERROR_IDS.tokenRevoked))).toBe('tokenRevoked');
    expect(classifyAccountError(apiError('other-id', 400))).toBe('other');
    expect(classifyAccountError(apiError('x', 500))).toBe('unavailable');
    expect(classifyAccountError(new TypeError('offline'))).toBe('unavailable');
  });

  it('says once that a token was revoked, however often the account is asked for while the notice waits', async () => {
    vi.useFakeTimers();
    try {
      let revoked = false;
      const { manager, options } = setup(async (t) => {
        if (revoked) throw apiError(ACCOUNT_ERROR_IDS.tokenRevoked);
        return me(t);
      });
      const m = manager();
      await m.signIn('tok-a');
      revoked = true;
      let dismiss = () => {};
      options.notify.mockImplementation(() => new Promise<void>((resolve) => (dismiss = resolve)));
      // A reconnecting stream asks for the account at each catch-up while the first notice is up.
      for (let n = 0; n < 4; n++) {
        void m.refresh();
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(options.notify).toHaveBeenCalledTimes(1);
      dismiss();
      await vi.runAllTimersAsync();
      expect(m.current.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes asked for in the same moment are one request; a later one asks again', async () => {
    vi.useFakeTimers();
    try {
      const { manager, options } = setup(async (t) => me(t === 'tok-a' ? 'a' : 'b'));
      const m = manager();
      await m.signIn('tok-a');
      options.fetchMe.mockClear();
      await Promise.all([m.refresh(), m.refresh()]);
      expect(options.fetchMe).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(100);
      await m.refresh();
      expect(options.fetchMe).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signing out of one of several accounts moves to the next', async () => {
    const { manager, options } = setup(async (t) => me(t));
    const m = manager();
    await m.signIn('a');
    await m.signIn('b');
    await m.signOut();
    expect(m.current.get()?.id).toBe('a');
    expect(options.clearClientData).not.toHaveBeenCalled();
  });

  it("stops push for the account that leaves (its token), and only for it, as Misskey's sign-out does", async () => {
    const { options } = setup(async (t) => me(t));
    const stopPush = vi.fn(async (_token: string) => {});
    const m = new AccountManager({ ...options, stopPush });
    await m.signIn('a');
    await m.signIn('b');
    await m.signIn('c');
    await m.forget('a');
    expect(stopPush.mock.calls).toEqual([['a']]);
    await m.signOut();
    expect(stopPush.mock.calls).toEqual([['a'], ['c']]);
    // A push service out of reach does not keep anyone signed in.
    stopPush.mockRejectedValueOnce(new Error('offline'));
    await m.signOut();
    expect(m.current.get()).toBeNull();
  });
});

describe('sign-out clean-up', () => {
  it('unregisters push (also on the server) and service workers, deletes the database, clears storage', async () => {
    const calls: string[] = [];
    const subscription = { endpoint: 'https://push.example/1', unsubscribe: async () => calls.push('unsubscribe') > 0 };
    const registration = {
      pushManager: { getSubscription: async () => subscription },
      unregister: async () => calls.push('sw unregister') > 0,
    };
    const request: Partial<IDBOpenDBRequest> = {};
    await clearClientData({
      storage: { clear: () => void calls.push('storage cleared') },
      serviceWorker: { getRegistrations: async () => [registration as unknown as ServiceWorkerRegistration] },
      indexedDB: {
        deleteDatabase: (name: string) => {
          calls.push(`delete ${name}`);
          setTimeout(() => request.onsuccess?.call(request as IDBOpenDBRequest, new Event('success')), 0);
          return request as IDBOpenDBRequest;
        },
      },
      unregisterPush: async (endpoint) => void calls.push(`sw/unregister ${endpoint}`),
    });
    expect(calls).toEqual([
      'sw/unregister https://push.example/1',
      'unsubscribe',
      'sw unregister',
      `delete ${CLIENT_DATABASE}`,
      'storage cleared',
    ]);
  });

  it('gives up on a database that never answers after 5 s', async () => {
    vi.useFakeTimers();
    try {
      let cleared = false;
      const done = clearClientData({
        storage: {
          clear: () => {
            cleared = true;
          },
        },
        indexedDB: { deleteDatabase: () => ({}) as IDBOpenDBRequest },
        unregisterPush: async () => {},
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(cleared).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(cleared).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
