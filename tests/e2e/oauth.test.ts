import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
const VERIFIER = 'e2e-verifier-0123456789-abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJ';
let browser: Browser;
let app: LocalServer;
let appUrl: string;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'olga', 'olga-pass');
  // The app: its home page names it and its redirect URI (IndieAuth discovery); the callback is
  // where the browser comes back with a code.
  app = await serveLocally((request, response) => {
    if (request.url?.startsWith('/callback')) {
      return response.writeHead(200, { 'content-type': 'text/plain' }).end('back in the app');
    }
    const home = `http://${request.headers.host}/`;
    return response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<link rel="redirect_uri" href="/callback"><div class="h-app"><a class="p-name" href="${home}">Tide Tables</a></div>`,
      );
  });
  appUrl = app.url;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const authorizePath = (state: string) =>
  `/oauth/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: `${appUrl}/`,
    redirect_uri: `${appUrl}/callback`,
    scope: 'read:account write:notes',
    state,
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
  })}`;

describe('OAuth 2.0 consent (/oauth/authorize)', () => {
  it('asks a visitor to sign in, then sends the app a code it exchanges for a token with the asked scopes', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, authorizePath('first'));
    await page.getByRole('heading', { name: 'Tide Tables wants to use your account' }).waitFor();
    // Signing in reloads the page: the server makes a new transaction for it.
    await signInThroughForm(page, 'olga', 'olga-pass');
    const asked = page.getByRole('list', { name: 'Permissions asked for' });
    await asked.getByText('Read: your account').waitFor();
    await asked.getByText('Change: notes').waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/callback`));
    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe('first');
    expect(back.searchParams.get('iss')).toBe(baseUrl);

    const answer = await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        client_id: `${appUrl}/`,
        redirect_uri: `${appUrl}/callback`,
        code_verifier: VERIFIER,
      }),
    });
    const granted = (await answer.json()) as { access_token: string; scope: string };
    expect(granted.scope).toBe('read:account write:notes');
    const posted = await fetch(`${baseUrl}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${granted.access_token}` },
      body: JSON.stringify({ text: 'posted by Tide Tables' }),
    });
    expect(posted.status).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tells the app when the person denies; a request without its parameters gets the server’s error', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, authorizePath('second'));
    await signInThroughForm(page, 'olga', 'olga-pass');
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${appUrl}/callback`));
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');

    // Opened without the app's parameters (a bookmark, say): the server answers, as Misskey's does.
    const bare = await page.goto(`${baseUrl}/oauth/authorize`);
    expect(bare?.status()).toBe(400);
    await page.getByText('Missing required parameter: response_type').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
