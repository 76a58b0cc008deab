import { ApiError } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { KernelApiClient } from './api-client';

function client(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'tok',
) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => respond(String(url), init ?? {}));
  return { api: new KernelApiClient({ origin: '', token: () => token, fetch }), fetch };
}

const sentBody = (fetch: ReturnType<typeof client>['fetch']) => {
  const init = fetch.mock.calls[0]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

// Spec 001 section 7: POST /api/{endpoint}, JSON, no cookies, token as i.
describe('API client', () => {
  it('posts JSON without cookies and adds the token as i', async () => {
    const { api, fetch } = client(() => Response.json({ ok: true }));
    await expect(api.call('notes/show', { noteId: 'n1' })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notes/show');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(sentBody(fetch)).toEqual({ noteId: 'n1', i: 'tok' });
  });

  it('omits the token for a visitor, and an explicit token overrides', async () => {
    const visitor = client(() => Response.json({}), null);
    await visitor.api.call('meta', { detail: false });
    expect(sentBody(visitor.fetch)).toEqual({ detail: false });
    const other = client(() => Response.json({}));
    await other.api.call('i', {}, { token: 'other-account' });
    expect(sentBody(other.fetch).i).toBe('other-account');
    const asVisitor = client(() => Response.json({}));
    await asVisitor.api.call('meta', {}, { token: null });
    expect(sentBody(asVisitor.fetch)).toEqual({});
  });

  it('uploads multipart with the token as the i field, a file keeping its name, and 413 as the size limit', async () => {
    const { api, fetch } = client(() => Response.json({ id: 'f1' }));
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await expect(api.upload('drive/files/create', { force: 'true', file }, { token: 'other' })).resolves.toEqual({
      id: 'f1',
    });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    const form = init.body as FormData;
    expect(form.get('i')).toBe('other');
    expect(form.get('force')).toBe('true');
    expect((form.get('file') as File).name).toBe('note.txt');
    const tooLarge = client(() => new Response('Request Entity Too Large', { status: 413 }));
    await expect(tooLarge.api.upload('drive/files/create', { file })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'cannot upload because it exceeds the file size limit',
      status: 413,
    });
  });

  it('resolves undefined for 204', async () => {
    const { api } = client(() => new Response(null, { status: 204 }));
    await expect(api.call('i/claim-achievement', { name: 'notes1' })).resolves.toBeUndefined();
  });

  it("rejects with the server's error object and status", async () => {
    const { api } = client(() =>
      Response.json(
        {
          error: {
            code: 'NO_SUCH_NOTE',
            message: 'No such note.',
            id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
            kind: 'client',
          },
        },
        { status: 400 },
      ),
    );
    const error = (await api.call('notes/show', { noteId: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'NO_SUCH_NOTE',
      status: 400,
      id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
      endpoint: 'notes/show',
    });
  });

  it('waits out a short rate limit and calls once more when the caller accepts the wait', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const limited = () =>
        Response.json(
          {
            error: {
              code: 'RATE_LIMIT_EXCEEDED',
              message: 'Rate limit exceeded. Please try again later.',
              id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
              kind: 'client',
              info: { resetMs: 800, fullResetMs: 800 },
            },
          },
          { status: 429 },
        );
      const { api } = client(() => (++calls === 1 ? limited() : Response.json({ finished: false, next: 'captcha' })));
      const answer = api.call('signin-flow', { username: 'alice' }, { token: null, waitOnRateLimit: 3000 });
      await vi.advanceTimersByTimeAsync(950);
      await expect(answer).resolves.toEqual({ finished: false, next: 'captcha' });
      expect(calls).toBe(2);
      // Without the option, or for a longer wait than accepted, the error comes back at once.
      calls = 0;
      await expect(api.call('signin-flow', { username: 'alice' })).rejects.toMatchObject({
        code: 'RATE_LIMIT_EXCEEDED',
      });
      calls = 0;
      await expect(api.call('signin-flow', { username: 'alice' }, { waitOnRateLimit: 500 })).rejects.toMatchObject({
        status: 429,
      });
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits Misskey's second between sign-in calls when its sign-in limit refuses one, naming no wait", async () => {
    vi.useFakeTimers();
    try {
      // What Misskey's signin-flow answers to a second call within a second from one address.
      const refused = () =>
        Response.json(
          {
            error: {
              message: 'Too many failed attempts to sign in. Try again later.',
              code: 'TOO_MANY_AUTHENTICATION_FAILURES',
              id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
            },
          },
          { status: 429 },
        );
      let calls = 0;
      const { api } = client(() => (++calls === 1 ? refused() : Response.json({ finished: false, next: 'captcha' })));
      const answer = api.call('signin-flow', { username: 'alice' }, { token: null, waitOnRateLimit: 3000 });
      await vi.advanceTimersByTimeAsync(1200);
      await expect(answer).resolves.toEqual({ finished: false, next: 'captcha' });
      expect(calls).toBe(2);
      // Refused again after the wait (the hour's ten calls are spent): the error comes back.
      calls = 0;
      const { api: spent } = client(() => {
        calls++;
        return refused();
      });
      const failed = expect(
        spent.call('signin-flow', { username: 'alice' }, { token: null, waitOnRateLimit: 3000 }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_AUTHENTICATION_FAILURES', status: 429 });
      await vi.advanceTimersByTimeAsync(1200);
      await failed;
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses an endpoint containing '://' without sending it", async () => {
    const { api, fetch } = client(() => Response.json({}));
    await expect(api.call('https://evil.example/api/i' as 'i')).rejects.toThrow('invalid endpoint');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("turns an unreadable answer into 'got invalid response', and a network failure into NETWORK_ERROR", async () => {
    const bad = client(() => new Response('<html>oops</html>', { status: 502 }));
    await expect(bad.api.call('meta')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'got invalid response',
      status: 502,
    });
    const down = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.api.call('meta')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
