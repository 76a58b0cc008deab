import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPeople, startTestInstance, type TestInstance } from '../../testing';

let instance: TestInstance;
let appServer: Server;
let clientId: string;
let redirectUri: string;
let token: string;

const VERIFIER = 'a-code-verifier-long-enough-for-pkce-0123456789-abcdefghij';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

beforeAll(async () => {
  instance = await startTestInstance();
  // The app's home page, as IndieAuth discovery reads it: its name and where codes may go.
  appServer = createServer((request, response) => {
    const home = `http://${request.headers.host}/app/`;
    response
      .writeHead(200, { 'Content-Type': 'text/html', Link: `<${home}callback-header>; rel="redirect_uri"` })
      .end(
        `<!doctype html><link rel="redirect_uri" href="/app/callback"><div class="h-app"><a href="${home}" class="u-url p-name">Harbour Reader</a><img class="u-logo" src="/logo.png"></div>`,
      );
  });
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  clientId = `${base}/app/`;
  redirectUri = `${base}/app/callback`;
  token = (await setUpPeople(instance)).alice;
});
afterAll(async () => {
  await instance.close();
  await new Promise((resolve) => appServer.close(resolve));
});

function authorizeUrl(over: Record<string, string | null> = {}): string {
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'read:account write:notes not:a-scope',
    state: 'state-42',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...over,
  };
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
  return `${instance.url}/oauth/authorize?${query}`;
}

async function consentPage(over: Record<string, string | null> = {}) {
  const response = await fetch(authorizeUrl(over), { redirect: 'manual' });
  const html = await response.text();
  const meta = (name: string) => html.match(new RegExp(`<meta name="misskey:oauth:${name}" content="([^"]*)"`))?.[1];
  return { response, html, meta };
}

async function decide(body: Record<string, string>) {
  return fetch(`${instance.url}/oauth/decision`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
    redirect: 'manual',
  });
}

async function exchange(body: Record<string, string>) {
  return fetch(`${instance.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('OAuth 2.0 (authorization code with PKCE)', () => {
  it('publishes its metadata as Misskey does', async () => {
    const meta = (await (await fetch(`${instance.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(meta.authorization_endpoint).toBe(`${instance.url}/oauth/authorize`);
    expect(meta.token_endpoint).toBe(`${instance.url}/oauth/token`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toContain('write:notes');
  });

  it('gives the consent page the transaction, the app’s name and logo and the known scopes', async () => {
    const { response, meta } = await consentPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(clientId).origin}`);
    expect(meta('transaction-id')).toMatch(/^\w{128}$/);
    expect(meta('client-name')).toBe('Harbour Reader');
    expect(meta('client-logo')).toBe(`${new URL(clientId).origin}/logo.png`);
    expect(meta('scope')).toBe('read:account write:notes');
  });

  it('issues a code on Allow and a token limited to the scopes for it, once', async () => {
    const transaction = (await consentPage()).meta('transaction-id') ?? '';
    const decided = await decide({ transaction_id: transaction, login_token: token });
    expect(decided.status).toBe(302);
    const back = new URL(decided.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-42');
    expect(back.searchParams.get('iss')).toBe(instance.url);
    const code = back.searchParams.get('code') ?? '';
    const good = {
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: redirectUri,
      code_verifier: VERIFIER,
    };

    const answer = await exchange(good);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const granted = (await answer.json()) as { access_token: string; token_type: string; scope: string };
    expect(granted.token_type).toBe('Bearer');
    expect(granted.scope).toBe('read:account write:notes');
    expect((await instance.api('i', {}, granted.access_token)).status).toBe(200);
    // Not a permission it was given.
    expect((await instance.api('i/favorites', {}, granted.access_token)).status).toBe(403);
    const apps = await instance.api<{ name: string; permission: string[] }[]>('i/apps', {}, token);
    expect(apps.body.find((a) => a.name === clientId)?.permission).toEqual(['read:account', 'write:notes']);

    // A code used twice is refused, and the token it gave is revoked.
    const again = await exchange(good);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid authorization code' });
    expect((await instance.api('i', {}, granted.access_token)).status).toBe(401);
    // The transaction was used up by the decision.
    expect((await decide({ transaction_id: transaction, login_token: token })).status).toBe(403);
  });

  it('refuses a code without the right verifier', async () => {
    const transaction = (await consentPage()).meta('transaction-id') ?? '';
    const code =
      new URL(
        (await decide({ transaction_id: transaction, login_token: token })).headers.get('location') ?? '',
      ).searchParams.get('code') ?? '';
    const answer = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: redirectUri,
      code_verifier: 'wrong',
    });
    expect(answer.status).toBe(403);
  });

  it('sends Deny back to the app as access_denied', async () => {
    const transaction = (await consentPage()).meta('transaction-id') ?? '';
    const decided = await decide({ transaction_id: transaction, login_token: token, cancel: 'cancel' });
    const back = new URL(decided.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-42');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('answers a bad request itself until the redirect URI is known good, then at the app', async () => {
    const direct = await consentPage({ redirect_uri: 'https://elsewhere.example/cb' });
    expect(direct.response.status).toBe(400);
    expect(JSON.parse(direct.html)).toEqual({ error: 'invalid_request', error_description: 'Invalid redirect_uri' });
    expect((await consentPage({ client_id: 'ftp://x.example/' })).response.status).toBe(400);
    expect((await consentPage({ response_type: 'token' })).response.status).toBe(501);

    const noScope = await consentPage({ scope: 'nothing:known' });
    expect(noScope.response.status).toBe(302);
    const back = new URL(noScope.response.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('iss')).toBe(instance.url);
    const plain = new URL(
      (await consentPage({ code_challenge_method: 'plain' })).response.headers.get('location') ?? '',
    );
    expect(plain.searchParams.get('error_description')).toBe('`code_challenge_method` parameter must be set as S256');
  });

  it('takes only the person’s own token as the decision, and answers unknown OAuth paths as Misskey', async () => {
    const transaction = (await consentPage()).meta('transaction-id') ?? '';
    expect((await decide({ transaction_id: transaction, login_token: 'not-a-token' })).status).toBe(400);
    const unknown = await fetch(`${instance.url}/oauth/nothing`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('UNKNOWN_OAUTH_ENDPOINT');
  });
});
