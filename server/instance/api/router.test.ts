import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrors } from '../errors';
import type { Services } from '../services';
import { type AnyEndpoint, defineEndpoint } from './endpoint';
import { HOUR, RateLimiter, SECOND } from './rate-limit';
import { type Caller, registerApi } from './router';

/** Stand-ins named after real endpoints for their declarations, without their parameters or answers. */
const fake = (def: AnyEndpoint) => def;

const ping = defineEndpoint({
  name: 'ping',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => ({ pong: 42 }),
});
const needsToken = fake({
  name: 'i',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => null,
});
const withParams = fake({
  name: 'meta',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: { detail: { type: 'boolean', default: true } } },
  handle: (params: { detail: boolean }) => ({ detail: params.detail }),
});
const failing = defineEndpoint({
  name: 'stats',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => {
    throw new Error('disk on fire');
  },
});
const posting = fake({
  name: 'notes/create',
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: HOUR, max: 3 },
  params: { type: 'object', properties: {} },
  handle: () => ({ createdNote: null }),
});
const nativeOnly = fake({
  name: 'miauth/gen-token',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => ({ token: 'new' }),
});
const noAppTokens = fake({
  name: 'i/claim-achievement',
  requireCredential: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => null,
});
const adminOnly = fake({
  name: 'admin/accounts/create',
  requireCredential: true,
  requireAdmin: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle: () => null,
});
const signin = fake({
  name: 'signin-flow',
  requireCredential: false,
  kind: null,
  limit: { key: 'signin', duration: HOUR, max: 10, minInterval: SECOND },
  limitError: apiErrors.tooManySignins,
  params: { type: 'object', properties: {} },
  handle: () => ({ finished: false, next: 'captcha' }),
});

const user = (id: string, flags: { is_admin?: number; is_suspended?: number } = {}) =>
  ({ id, is_admin: 0, is_moderator: 0, is_suspended: 0, ...flags }) as unknown as Caller['user'];
const callers: Record<string, Caller> = {
  good: { token: 'good', user: user('u1'), app: null },
  reader: { token: 'reader', user: user('u1'), app: { permission: ['read:account'] } },
  writer: { token: 'writer', user: user('u1'), app: { permission: ['read:account', 'write:notes'] } },
  suspended: { token: 'suspended', user: user('u2', { is_suspended: 1 }), app: null },
  admin: { token: 'admin', user: user('u3', { is_admin: 1 }), app: null },
};

let app: ReturnType<typeof Fastify>;
let clock = 1_000_000;
async function makeApp(rateLimiter: RateLimiter | null = null) {
  app = Fastify();
  await registerApi(
    app,
    [ping, needsToken, withParams, failing, posting, nativeOnly, noAppTokens, adminOnly, signin],
    async (token) => {
      if (token === null) return { token: null, user: null, app: null };
      const caller = callers[token];
      if (!caller) throw apiErrors.authenticationFailed();
      return caller;
    },
    // These endpoints use none of the instance's parts; the rights come from the account's flags alone.
    {
      rateLimiter,
      services: {
        roles: {
          isAdministrator: (u: { is_admin: number }) => u.is_admin === 1,
          isModerator: (u: { is_admin: number; is_moderator: number }) => u.is_admin === 1 || u.is_moderator === 1,
        },
      } as unknown as Services,
    },
  );
  return app;
}
afterEach(() => app?.close());

const post = async (endpoint: string, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
};

describe('API dispatcher (Misskey error objects)', () => {
  it('answers a known endpoint with JSON', async () => {
    await makeApp();
    const { status, body } = await post('ping', {});
    expect({ status, body }).toEqual({ status: 200, body: { pong: 42 } });
  });

  it('answers an unknown endpoint with UNKNOWN_API_ENDPOINT and 404', async () => {
    await makeApp();
    const { status, body } = await post('no/such', {});
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'UNKNOWN_API_ENDPOINT', id: '2ca3b769-51ef-42c2-8a17-a7fdf9fd2ca4' });
  });

  it('checks parameters against the schema and fills defaults', async () => {
    await makeApp();
    expect((await post('meta', {})).body).toEqual({ detail: true });
    const bad = await post('meta', { detail: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_PARAM', kind: 'client', info: { param: '#/detail' } });
  });

  it('answers malformed JSON and a non-object body with INVALID_PARAM', async () => {
    await makeApp();
    expect((await post('ping', '{oops')).body.error.code).toBe('INVALID_PARAM');
    expect((await post('ping', '[1,2]')).body.error.code).toBe('INVALID_PARAM');
  });

  it('asks for credentials, and refuses a bad token with AUTHENTICATION_FAILED (401) as Misskey does', async () => {
    await makeApp();
    const anonymous = await post('i', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('CREDENTIAL_REQUIRED');
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="Misskey"');
    const bad = await post('ping', { i: 'wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toMatchObject({ code: 'AUTHENTICATION_FAILED', id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14' });
    expect(bad.headers['www-authenticate']).toMatch(
      /^Bearer realm="Misskey", error="invalid_token", error_description=/,
    );
    expect((await post('ping', { i: 12 })).body.error.code).toBe('INVALID_PARAM');
  });

  it("refuses an app token without the endpoint's permission with PERMISSION_DENIED", async () => {
    await makeApp();
    const denied = await post('notes/create', { i: 'reader' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({
      code: 'PERMISSION_DENIED',
      id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
      kind: 'permission',
    });
    expect(denied.headers['www-authenticate']).toMatch(/error="insufficient_scope"/);
    expect((await post('notes/create', { i: 'writer' })).status).toBe(200);
    expect((await post('i', { i: 'reader' })).status).toBe(204);
    // An endpoint with no permission kind that needs credentials takes native tokens only.
    expect((await post('i/claim-achievement', { i: 'writer' })).body.error.code).toBe('PERMISSION_DENIED');
    expect((await post('i/claim-achievement', { i: 'good' })).status).toBe(204);
  });

  it('keeps secure endpoints to native tokens (ACCESS_DENIED for app tokens and visitors)', async () => {
    await makeApp();
    const app = await post('miauth/gen-token', { i: 'writer' });
    expect(app.status).toBe(400);
    expect(app.body.error).toMatchObject({ code: 'ACCESS_DENIED', id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e' });
    expect((await post('miauth/gen-token', {})).body.error.code).toBe('ACCESS_DENIED');
    expect((await post('miauth/gen-token', { i: 'good' })).body).toEqual({ token: 'new' });
  });

  it('refuses suspended accounts and callers without the role an endpoint requires', async () => {
    await makeApp();
    const suspended = await post('i', { i: 'suspended' });
    expect(suspended.status).toBe(403);
    expect(suspended.body.error).toMatchObject({ code: 'YOUR_ACCOUNT_SUSPENDED', kind: 'permission' });
    const notAdmin = await post('admin/accounts/create', { i: 'good' });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error).toMatchObject({
      code: 'ROLE_PERMISSION_DENIED',
      id: 'c3d38592-54c0-429d-be96-5636b0431a61',
    });
    expect((await post('admin/accounts/create', { i: 'admin' })).status).toBe(204);
  });

  it('enforces declared rate limits per caller with RATE_LIMIT_EXCEEDED (429) and Retry-After', async () => {
    await makeApp(new RateLimiter(() => clock));
    for (let n = 0; n < 3; n++) expect((await post('notes/create', { i: 'writer' })).status).toBe(200);
    const refused = await post('notes/create', { i: 'writer' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
    });
    expect(refused.body.error.info).toMatchObject({ blocked: true, resetSec: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    // The budget is the user's, whichever token it calls with; another user has a budget of their own.
    expect((await post('notes/create', { i: 'good' })).status).toBe(429);
    expect((await post('notes/create', { i: 'admin' })).status).toBe(200);
    clock += HOUR;
    expect((await post('notes/create', { i: 'writer' })).status).toBe(200);
  });

  it('limits sign-in by address: one call a second, ten an hour, refused as Misskey refuses it', async () => {
    await makeApp(new RateLimiter(() => clock));
    expect((await post('signin-flow', {})).status).toBe(200);
    const tooSoon = await post('signin-flow', {});
    expect(tooSoon.status).toBe(429);
    // Misskey's sign-in answers its own error, naming no wait and no kind.
    expect(tooSoon.body.error).toEqual({
      message: 'Too many failed attempts to sign in. Try again later.',
      code: 'TOO_MANY_AUTHENTICATION_FAILURES',
      id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
    });
    expect(tooSoon.headers['retry-after']).toBeUndefined();
    for (let n = 1; n < 10; n++) {
      clock += SECOND;
      expect((await post('signin-flow', {})).status).toBe(200);
    }
    clock += SECOND;
    expect((await post('signin-flow', {})).status).toBe(429);
  });

  it('answers other methods than GET and POST with an error object', async () => {
    await makeApp();
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/api/ping' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().error.code).toBe('UNKNOWN_API_ENDPOINT');
    }
  });

  it('refuses JSON nested deeper than any endpoint takes, without walking it recursively', async () => {
    await makeApp();
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const { status, body } = await post('ping', deep);
    expect(status).toBe(400);
    expect(body.error.code).toBe('INVALID_PARAM');
  });

  it('takes the token from an Authorization Bearer header too, and answers 204 for an empty result', async () => {
    await makeApp();
    expect((await post('i', {}, { authorization: 'Bearer good' })).status).toBe(204);
  });

  it('allows GET only for endpoints that allow it', async () => {
    await makeApp();
    expect((await app.inject({ method: 'GET', url: '/api/meta?detail=false' })).json()).toEqual({ detail: false });
    expect((await app.inject({ method: 'GET', url: '/api/meta?detail=maybe' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/meta' })).json()).toEqual({ detail: true });
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(404);
  });

  it('turns an unexpected failure into INTERNAL_ERROR without leaking it', async () => {
    await makeApp();
    app.log.level = 'silent';
    const { status, body } = await post('stats', {});
    expect(status).toBe(500);
    expect(body.error).toMatchObject({ code: 'INTERNAL_ERROR', kind: 'server' });
    expect(JSON.stringify(body)).not.toContain('disk on fire');
  });
});
