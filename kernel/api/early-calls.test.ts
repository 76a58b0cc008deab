import type { Account } from '@tessera/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelApiClient } from './api-client';
import { callBody, EarlyCalls, startAddress } from './early-calls';
import { rememberStart } from './early-record';

const ann = { host: 'example.test', id: 'u1', username: 'ann', token: 'token-1', info: null } as Account;
const bob = { ...ann, id: 'u2', username: 'bob', token: 'token-2' } as Account;
const timeline = { endpoint: 'notes/timeline', params: { withRenotes: true, limit: 10 } };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const json = (answer: unknown) =>
  new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
const remember = (address: string, account: Account | null) => rememberStart(window, address, account, [timeline]);

describe('what a start remembers for the next start of the same address', () => {
  it('sends the account check and the remembered calls at once, each taken once by the identical call', () => {
    remember('/', ann);
    const send = vi.fn(async (_endpoint: string, _body: string) => json([]));
    const early = EarlyCalls.start(localStorage, '/', ann, send);
    expect(send.mock.calls).toEqual([
      ['i', JSON.stringify({ i: 'token-1' })],
      ['notes/timeline', callBody(timeline.params, 'token-1')],
    ]);
    expect(early.take('notes/timeline', callBody(timeline.params, 'token-2'))).toBeNull();
    expect(early.take('notes/timeline', callBody(timeline.params, 'token-1'))).not.toBeNull();
    expect(early.take('notes/timeline', callBody(timeline.params, 'token-1'))).toBeNull();
  });

  it('sends only the account check for another address or account, and nothing for a visitor with no record', () => {
    remember('/', ann);
    const send = vi.fn(async (_endpoint: string, _body: string) => json([]));
    EarlyCalls.start(localStorage, '/explore', ann, send);
    EarlyCalls.start(localStorage, '/', bob, send);
    expect(send.mock.calls.map(([endpoint]) => endpoint)).toEqual(['i', 'i']);
    EarlyCalls.start(localStorage, '/', null, send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives an answer not taken within a few seconds to nobody', () => {
    remember('/', ann);
    let now = 1_000;
    const early = EarlyCalls.start(
      localStorage,
      '/',
      ann,
      async () => json([]),
      () => now,
    );
    now += 11_000;
    expect(early.take('notes/timeline', callBody(timeline.params, 'token-1'))).toBeNull();
  });

  it('keeps few addresses, the newest first, and reads an unreadable record as none', () => {
    for (let i = 0; i < 10; i++) remember(`/page/${i}`, ann);
    const send = vi.fn(async (_endpoint: string, _body: string) => json([]));
    EarlyCalls.start(localStorage, '/page/0', ann, send);
    EarlyCalls.start(localStorage, '/page/9', ann, send);
    expect(send.mock.calls.map(([endpoint]) => endpoint)).toEqual(['i', 'i', 'notes/timeline']);
    localStorage.setItem('tessera:early-calls', '{not json');
    expect(() => EarlyCalls.start(localStorage, '/page/9', ann, send)).not.toThrow();
  });

  it('names a start by its path and query, not its hash', () => {
    expect(startAddress({ pathname: '/search', search: '?q=a' })).toBe('/search?q=a');
  });
});

describe('the API client with early answers', () => {
  it('records the calls a function makes, and answers the identical call from the early answer without a request', async () => {
    const fetched = vi.fn(async () => json(['fresh']));
    vi.stubGlobal('fetch', fetched);
    const recorder = new KernelApiClient({ origin: '', token: () => 'token-1' });
    const calls = recorder.recordCalls(() => void recorder.call('notes/timeline', timeline.params as never));
    expect(calls).toEqual([timeline]);
    rememberStart(window, '/', ann, calls);

    const early = EarlyCalls.start(localStorage, '/', ann, async (endpoint) =>
      json(endpoint === 'i' ? { id: 'u1' } : ['early']),
    );
    const api = new KernelApiClient({ origin: '', token: () => 'token-1', early });
    fetched.mockClear();
    await expect(api.call('notes/timeline', timeline.params as never)).resolves.toEqual(['early']);
    await expect(api.call('i', {}, { token: 'token-1' })).resolves.toEqual({ id: 'u1' });
    expect(fetched).not.toHaveBeenCalled();
    // Taken once: the same call again goes to the server.
    await expect(api.call('notes/timeline', timeline.params as never)).resolves.toEqual(['fresh']);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('turns an early error answer into the API error, as its own request would', async () => {
    const early = EarlyCalls.start(
      localStorage,
      '/',
      ann,
      async () =>
        new Response(JSON.stringify({ error: { code: 'CREDENTIAL_REQUIRED', message: 'no', id: 'x' } }), {
          status: 401,
        }),
    );
    const api = new KernelApiClient({ origin: '', token: () => 'token-1', early });
    await expect(api.call('i', {}, { token: 'token-1' })).rejects.toMatchObject({
      status: 401,
      code: 'CREDENTIAL_REQUIRED',
    });
  });
});
