import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { guardPage } from '../support/page-guard';
import { callAs, createAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';
import { startTessera, type TesseraProcess } from '../support/tessera-process';

// WebAuthn takes a domain as the relying party, never an IP address: this file runs its own
// Tessera at localhost (the shared one listens at 127.0.0.1).
let tessera: TesseraProcess;
let browser: Browser;
let code: () => string;

beforeAll(async () => {
  tessera = await startTessera(['--skip-build', '--disable-rate-limits', '--host', 'localhost']);
  const kei = await createAccount(tessera.url, 'kei', 'kei-pass');
  const setup = await callAs<{ secret: string }>(tessera.url, kei, 'i/2fa/register', { password: 'kei-pass' });
  const secret = OTPAuth.Secret.fromBase32(setup.secret);
  code = () => new OTPAuth.TOTP({ secret, digits: 6 }).generate();
  await callAs(tessera.url, kei, 'i/2fa/done', { token: code() });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

/** A page whose browser has a platform authenticator that always says yes (Chrome's virtual one). */
async function pageWithAuthenticator(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

describe('security keys and passkeys', () => {
  it('adds a passkey in Settings > Security, signs in with it instead of a code, then with it alone, and removes it', async () => {
    const page = await pageWithAuthenticator();
    const guard = guardPage(page);
    await page.goto(`${tessera.url}/`);
    await signInThroughForm(page, 'kei', 'kei-pass');
    await page.getByRole('dialog').getByLabel('Authentication code').fill(code());
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Account menu: @kei' }).first().waitFor();

    await page.goto(`${tessera.url}/settings/security`);
    const keys = page.getByRole('main').getByRole('region', { name: 'Security keys and passkeys' });
    const add = keys.getByRole('form', { name: 'Add a key' });
    await add.getByLabel('Key name').fill('Laptop');
    await add.getByLabel('Password').fill('kei-pass');
    await add.getByLabel('Authentication code').fill(code());
    await add.getByRole('button', { name: 'Add a key' }).click();
    await keys.getByRole('list', { name: 'Security keys and passkeys' }).getByText('Laptop').waitFor();

    // A fresh browser session with the same authenticator: the key answers, no code is typed.
    await page.getByRole('button', { name: 'Account menu: @kei' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).waitFor();
    await signInThroughForm(page, 'kei', 'kei-pass');
    await page.getByRole('button', { name: 'Account menu: @kei' }).first().waitFor();

    // With password-less sign-in on, the passkey alone signs in: no username, no password.
    await page.goto(`${tessera.url}/settings/security`);
    await keys.getByRole('switch', { name: 'Sign in with a key alone, without the password' }).click();
    await expect
      .poll(() =>
        keys
          .getByRole('switch', { name: 'Sign in with a key alone, without the password' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    await page.getByRole('button', { name: 'Account menu: @kei' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('button', { name: 'Account menu: @kei' }).first().waitFor();

    await page.goto(`${tessera.url}/settings/security`);
    await keys.getByRole('button', { name: 'Rename Laptop' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Work laptop');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await keys.getByText('Work laptop').waitFor();
    await add.getByLabel('Password').fill('kei-pass');
    await add.getByLabel('Authentication code').fill(code());
    await keys.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await keys.getByRole('list', { name: 'Security keys and passkeys' }).waitFor({ state: 'detached' });
    expect(guard.problems).toEqual([]);
    await page.context().close();
  });
});
