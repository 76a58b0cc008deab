import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoint';
import { apiErrors } from './errors';
import { registerApi } from './router';

const ping = defineEndpoint({
  name: 'ping',
  requireCredential: false,
  params: { type: 'object', properties: {} },
  handle: () => ({ pong: 42 }),
});
const needsToken = defineEndpoint({
  name: 'i',
  requireCredential: true,
  params: { type: 'object', properties: {} },
  handle: () => null as never,
});
const withParams = defineEndpoint({
  name: 'meta',
  requireCredential: false,
  allowGet: true,
  params: { type: 'object', properties: { detail: { type: 'boolean', default: true } } },
  handle: (params) => ({ detail: params.detail }) as never,
});
const failing = defineEndpoint({
  name: 'stats',
  requireCredential: false,
  params: { type: 'object', properties: {} },
  handle: () => {
    throw new Error('disk on fire');
  },
});

let app: ReturnType<typeof Fastify>;
async function makeApp() {
  app = Fastify();
  await registerApi(app, [ping, needsToken, withParams, failing], async (token) => {
    if (token === null) return { token: null, user: null };
    if (token === 'good') return { token, user: { id: 'u1', is_suspended: 0 } as never };
    throw apiErrors.authenticationFailed();
  });
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
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
};

describe('API dispatcher (Misskey error objects)', () => {
  it('answers a known endpoint with JSON', async () => {
    await makeApp();
    expect(await post('ping', {})).toEqual({ status: 200, body: { pong: 42 } });
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

  it('asks for credentials, and refuses a bad token with AUTHENTICATION_FAILED (403)', async () => {
    await makeApp();
    const anonymous = await post('i', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('CREDENTIAL_REQUIRED');
    const bad = await post('ping', { i: 'wrong' });
    expect(bad.status).toBe(403);
    expect(bad.body.error.code).toBe('AUTHENTICATION_FAILED');
    expect((await post('ping', { i: 12 })).body.error.code).toBe('INVALID_PARAM');
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
