import type { Account, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { describe, expect, it, vi } from 'vitest';
import { createViewer } from './viewer';

/** An account readable the test switches, telling its listeners as the manager does. */
function accountSource(initial: Account | null) {
  let current = initial;
  const listeners = new Set<() => void>();
  const readable: Readable<Account | null> = {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (account: Account | null) => {
    current = account;
    for (const listener of listeners) listener();
  };
  return { readable, set };
}

const admin: Account = {
  host: 'example.test',
  id: 'u1',
  username: 'alice',
  token: 't',
  info: {
    isAdmin: true,
    isModerator: false,
    policies: { canNote: true },
    pinnedNoteIds: ['n1'],
  } as unknown as entities.MeDetailed,
};

describe('createViewer', () => {
  it("asks for a visitor's policies once, and tells its listeners when they come", async () => {
    const instanceMeta = vi.fn(async () => ({ policies: { ltlAvailable: true } }));
    const viewer = createViewer(accountSource(null).readable, instanceMeta);
    const listener = vi.fn();
    viewer.subscribe(listener);
    const before = viewer.get();
    expect(before).toEqual({
      signedIn: false,
      isAdmin: false,
      isModerator: false,
      userId: null,
      policies: {},
      pinnedNoteIds: [],
    });
    expect(viewer.get()).toBe(before);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    const after = viewer.get();
    expect(after).not.toBe(before);
    expect(after.policies).toEqual({ ltlAvailable: true });
    expect(viewer.get()).toBe(after);
    expect(instanceMeta).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the metadata while an account is signed in', () => {
    const instanceMeta = vi.fn(async () => ({}));
    const viewer = createViewer(accountSource(admin).readable, instanceMeta);
    const seen = viewer.get();
    expect(seen).toEqual({
      signedIn: true,
      isAdmin: true,
      isModerator: false,
      userId: 'u1',
      policies: { canNote: true },
      pinnedNoteIds: ['n1'],
    });
    expect(viewer.get()).toBe(seen);
    expect(instanceMeta).not.toHaveBeenCalled();
  });

  it('gives a new object when the account changes, and tells the listeners', () => {
    const accounts = accountSource(admin);
    const viewer = createViewer(accounts.readable, async () => ({}));
    const listener = vi.fn();
    const stop = viewer.subscribe(listener);
    const first = viewer.get();
    accounts.set({ ...admin, id: 'u2', info: null });
    expect(listener).toHaveBeenCalledTimes(1);
    const second = viewer.get();
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ userId: 'u2', isAdmin: false, policies: {} });
    stop();
    accounts.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('offers a visitor no policies when the metadata cannot be had', async () => {
    const instanceMeta = vi.fn(() => Promise.reject(new Error('offline')));
    const viewer = createViewer(accountSource(null).readable, instanceMeta);
    const seen = viewer.get();
    await Promise.resolve();
    await Promise.resolve();
    expect(viewer.get()).toBe(seen);
    expect(seen.policies).toEqual({});
    expect(instanceMeta).toHaveBeenCalledTimes(1);
  });
});
