import type { Account } from '@tessera/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelApiClient } from './api-client';
import { EarlyCalls, rememberEarlyCalls, rememberEarlyFiles, rememberedFiles, startAddress } from './early-calls';

const ann = { host: 'example.test', id: 'u1', username: 'ann', token: 'token-1', info: null } as Account;
const bob = { ...ann, id: 'u2', username: 'bob', token: 'token-2' } as Account;
const timeline = { endpoint: 'notes/timeline', params: { withRenotes: true, limit: 10 } };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const answering = (answer: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );

describe('the calls a start remembers for the next start of the same address', () => {
  it('sends them again at once for the same address and account, and the identical call takes the answer once', async () => {
    rememberEarlyCalls(localStorage, '/', ann, [timeline]);
    const send = vi.fn(async () => ['note']);
    const early = EarlyCalls.start(localStorage, '/', ann, send);
    expect(send).toHaveBeenCalledWith('notes/timeline', timeline.params);
    const body = JSON.stringify({ ...timeline.params, i: 'token-1' });
    expect(early.take('notes/timeline', JSON.stringify({ ...timeline.params, i: 'token-2' }))).toBeNull();
    await expect(early.take('notes/timeline', body)).resolves.toEqual(['note']);
    expect(early.take('notes/timeline', body)).toBeNull();
  });

  it('sends nothing for another address or another account', () => {
    rememberEarlyCalls(localStorage, '/', ann, [timeline]);
    const send = vi.fn(async () => []);
    EarlyCalls.start(localStorage, '/explore', ann, send);
    EarlyCalls.start(localStorage, '/', bob, send);
    EarlyCalls.start(localStorage, '/', null, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('gives an answer not taken within a few seconds to nobody', async () => {
    rememberEarlyCalls(localStorage, '/', ann, [timeline]);
    let now = 1_000;
    const early = EarlyCalls.start(
      localStorage,
      '/',
      ann,
      async () => ['old'],
      () => now,
    );
    now += 11_000;
    expect(early.take('notes/timeline', JSON.stringify({ ...timeline.params, i: 'token-1' }))).toBeNull();
  });

  it('keeps few addresses, the newest first, and reads unreadable records as none', () => {
    for (let i = 0; i < 10; i++) rememberEarlyCalls(localStorage, `/page/${i}`, ann, [timeline]);
    const send = vi.fn(async () => []);
    EarlyCalls.start(localStorage, '/page/0', ann, send);
    EarlyCalls.start(localStorage, '/page/9', ann, send);
    expect(send).toHaveBeenCalledTimes(1);
    localStorage.setItem('tessera:early-calls', '{not json');
    expect(() => EarlyCalls.start(localStorage, '/page/9', ann, send)).not.toThrow();
  });

  it('remembers files per build: another build gets none', () => {
    rememberEarlyFiles(localStorage, '/', ann, '/client-assets/e-1.js', ['/client-assets/c-a.js']);
    rememberEarlyCalls(localStorage, '/', ann, [timeline]); // the calls keep the files beside them
    expect(rememberedFiles(localStorage, '/', ann, '/client-assets/e-1.js')).toEqual(['/client-assets/c-a.js']);
    expect(rememberedFiles(localStorage, '/', ann, '/client-assets/e-2.js')).toEqual([]);
    expect(rememberedFiles(localStorage, '/', bob, '/client-assets/e-1.js')).toEqual([]);
  });

  it('names a start by its path and query, not its hash', () => {
    expect(startAddress({ pathname: '/search', search: '?q=a' })).toBe('/search?q=a');
  });
});

describe('the API client with early answers', () => {
  it('records the calls a function makes, and answers the identical call from the early one without a request', async () => {
    const recorder = new KernelApiClient({ origin: '', token: () => 'token-1' });
    vi.stubGlobal('fetch', answering(['first']));
    const calls = recorder.recordCalls(() => void recorder.call('notes/timeline', timeline.params as never));
    expect(calls).toEqual([timeline]);
    rememberEarlyCalls(localStorage, '/', ann, calls);

    const startFetch = answering(['early']);
    vi.stubGlobal('fetch', startFetch);
    const early = EarlyCalls.start(localStorage, '/', ann, (endpoint, params) =>
      new KernelApiClient({ origin: '', token: () => 'token-1' }).call(endpoint as never, params as never),
    );
    expect(startFetch).toHaveBeenCalledTimes(1);
    const api = new KernelApiClient({ origin: '', token: () => 'token-1', early });
    await expect(api.call('notes/timeline', timeline.params as never)).resolves.toEqual(['early']);
    expect(startFetch).toHaveBeenCalledTimes(1);
    // Taken once: the same call again goes to the server.
    await expect(api.call('notes/timeline', timeline.params as never)).resolves.toEqual(['early']);
    expect(startFetch).toHaveBeenCalledTimes(2);
  });
});
