import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountStore } from './account-store';
import { EarlyAccountCheck } from './early-account-check';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the account check started with the page', () => {
  it('is none for a visitor', () => {
    expect(EarlyAccountCheck.start(window)).toBeNull();
  });

  it('asks i for the active account at once, and gives its answer once, for that token only', async () => {
    const me = { id: 'u1', username: 'ann' };
    new AccountStore(localStorage).save(location.host, me as never, 'token-1', true);
    const fetched = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ i: 'token-1' });
      return new Response(JSON.stringify(me), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetched);
    const check = EarlyAccountCheck.start(window);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String(fetched.mock.calls[0]?.[0])).toMatch(/\/api\/i$/);
    expect(check?.take('another-token')).toBeNull();
    await expect(check?.take('token-1')).resolves.toEqual(me);
    expect(check?.take('token-1')).toBeNull();
  });
});
