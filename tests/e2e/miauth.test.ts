import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { openPage } from '../support/open-page';
import { createAccount, resetInstance } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let app: Server;
let appUrl: string;

beforeAll(async () => {
  await resetInstance(baseUrl);
  await createAccount(baseUrl, 'mia', 'mia-pass');
  // The "app": a page the person is sent back to after allowing.
  app = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/plain' }).end('back in the app'),
  );
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => app?.close(resolve));
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
