import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { type LocalServer, serveLocally } from '../support/local-server';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let app: LocalServer;
let appUrl: string;
let mia: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  await resetInstance(baseUrl);
  mia = await createAccount(baseUrl, 'mia', 'mia-pass');
  // The "app": a page the person is sent back to after allowing.
  app = await serveLocally((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/plain' }).end('back in the app'),
  );
  appUrl = app.url;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const check = async (session: string) =>
  (await (await fetch(`${baseUrl}/api/miauth/${session}/check`, { method: 'POST' })).json()) as {
    ok: boolean;
    token?: string;
  };

describe('MiAuth', () => {
  it('asks a visitor to sign in, then issues a token limited to what the app asked, collected once by the app', async () => {
    const session = 'e2e-session-one';
    const query = new URLSearchParams({
      name: 'Reader App',
      permission: 'read:account,write:notes',
      callback: `${appUrl}/done`,
    });
    const { page, problems } = await openPage(browser, baseUrl, null, `/miauth/${session}?${query}`);
    await page.getByRole('heading', { name: 'Reader App wants to use your account' }).waitFor();
    await signInThroughForm(page, 'mia', 'mia-pass');
    const asked = page.getByRole('list', { name: 'Permissions asked for' });
    await asked.getByText('Read: your account').waitFor();
    await asked.getByText('Change: notes').waitFor();
    expect(await check(session)).toEqual({ ok: false });
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${appUrl}/done?session=${session}`);
    const granted = await check(session);
    expect(granted.ok).toBe(true);
    expect(await check(session)).toEqual({ ok: false });
    const me = await fetch(`${baseUrl}/api/i`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${granted.token}` },
      body: '{}',
    });
    expect(me.status).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('issues nothing when the person denies', async () => {
    const session = 'e2e-session-two';
    const { page, problems } = await openPage(
      browser,
      baseUrl,
      null,
      `/miauth/${session}?name=Nosy&permission=read:account`,
    );
    await signInThroughForm(page, 'mia', 'mia-pass');
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('status').getByText('You did not let Nosy use your account.').waitFor();
    expect(await check(session)).toEqual({ ok: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('registered apps (the legacy authorization flow)', () => {
  const post = async <T>(endpoint: string, body: object): Promise<T> =>
    (await (
      await fetch(`${baseUrl}/api/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as T;

  it('lets the person allow an app at /auth/{token}, sends them back, and lists it in Settings > Apps to revoke', async () => {
    const app = await post<{ secret: string }>('app/create', {
      name: 'Legacy Client',
      description: 'an older app',
      permission: ['read:account', 'write:notes'],
      callbackUrl: `${appUrl}/legacy`,
    });
    const session = await post<{ token: string; url: string }>('auth/session/generate', { appSecret: app.secret });
    const { page, problems } = await openPage(browser, baseUrl, mia, new URL(session.url).pathname);
    await page.getByRole('heading', { name: 'Legacy Client wants to use your account' }).waitFor();
    const asked = page.getByRole('list', { name: 'Permissions asked for' });
    await asked.getByText('Change: notes').waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${appUrl}/legacy?token=${session.token}`);
    const key = await post<{ accessToken: string; user: { username: string } }>('auth/session/userkey', {
      appSecret: app.secret,
      token: session.token,
    });
    expect(key.user.username).toBe('mia');

    await page.goto(`${baseUrl}/settings/apps`);
    const apps = page.getByRole('main').getByRole('list', { name: 'Apps' });
    const legacy = apps.getByRole('listitem').filter({ hasText: 'Legacy Client' });
    await legacy.getByText('Read: your account, Change: notes').waitFor();
    await apps.getByRole('button', { name: 'Revoke access for Legacy Client' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await legacy.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says so when the request is gone', async () => {
    const { page, problems } = await openPage(browser, baseUrl, mia, '/auth/no-such-session');
    await page.getByRole('heading', { name: 'This request has expired' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('Settings > Service connection', () => {
  it('makes an access token with the chosen permissions after signing in, which then works as the account', async () => {
    const { page, problems } = await openPage(browser, baseUrl, null, '/');
    await signInThroughForm(page, 'mia', 'mia-pass');
    await page.getByRole('button', { name: 'Account menu: @mia' }).first().waitFor();
    await page.goto(`${baseUrl}/settings`);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Service connection' })
      .click();
    const section = page.getByRole('main').getByRole('region', { name: 'Service connection' });
    await section.getByRole('button', { name: 'Make an access token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Token name').fill('my script');
    await dialog.getByRole('checkbox', { name: 'Change: notes' }).uncheck();
    await dialog.getByRole('button', { name: 'Allow' }).click();
    const token = await section.getByLabel('Your new access token').inputValue();
    expect(token).toMatch(/\w{16,}/);
    const me = await fetch(`${baseUrl}/api/i`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: token }),
    });
    expect(((await me.json()) as { username: string }).username).toBe('mia');
    // Left out of the token, so refused with the server's permission error.
    const post = await fetch(`${baseUrl}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: token, text: 'not allowed' }),
    });
    expect(post.status).toBe(403);

    // Other extensions' places appear as links: the apps (where the token now is), webhooks, the API console.
    const links = section.getByRole('list', { name: 'Connected services' });
    await links.getByRole('link', { name: /Webhooks/ }).waitFor();
    await links.getByRole('link', { name: /API console/ }).waitFor();
    await links.getByRole('link', { name: /Apps and tokens/ }).click();
    await page.getByRole('main').getByRole('list', { name: 'Apps' }).getByText('my script').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
