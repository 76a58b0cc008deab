import type { entities } from 'misskey-js';
import type { BrowserContext } from 'playwright-core';
import { roleParams } from '../../server/testing-role-params';

/** An account on the test instance. */
export interface TestAccount {
  id: string;
  username: string;
  token: string;
}

async function api<T>(baseUrl: string, endpoint: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Empties the test instance (it runs with --enable-test-reset). */
export async function resetInstance(baseUrl: string): Promise<void> {
  await api(baseUrl, 'reset-db', {});
}

/** Creates an account: the first one through admin/accounts/create, later ones through signup. */
export async function createAccount(
  baseUrl: string,
  username: string,
  password = 'test-password',
): Promise<TestAccount> {
  const meta = await api<{ requireSetup: boolean }>(baseUrl, 'meta', { detail: true });
  const created = await api<{ id: string; username: string; token: string }>(
    baseUrl,
    meta.requireSetup ? 'admin/accounts/create' : 'signup',
    { username, password },
  );
  return { id: created.id, username: created.username, token: created.token };
}

/**
 * Starts a browser context already signed in, by storing the account as the client stores its
 * accounts. The sign-in screens are tested on their own; this is for tests about other things.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  account: TestAccount,
  /** More accounts stored on the device, as after adding accounts; `account` is the active one. */
  others: readonly TestAccount[] = [],
): Promise<void> {
  const host = new URL(baseUrl).host;
  const all = [account, ...others];
  const stored = {
    list: all.map((a) => [host, { id: a.id, username: a.username }]),
    tokens: Object.fromEntries(all.map((a) => [`${host}/${a.id}`, a.token])),
    infos: {},
    current: `${host}/${account.id}`,
  };
  await context.addInitScript((value) => {
    if (!localStorage.getItem('tessera:accounts')) localStorage.setItem('tessera:accounts', value);
  }, JSON.stringify(stored));
}

/** Calls the API as an account, the way a second person acts while a test watches the page. */
export function callAs<T>(
  baseUrl: string,
  account: TestAccount,
  endpoint: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  return api<T>(baseUrl, endpoint, { i: account.token, ...body });
}

/** Posts a note as an account and gives its id. */
export async function postNote(baseUrl: string, account: TestAccount, body: Record<string, unknown>): Promise<string> {
  return (await callAs<{ createdNote: { id: string } }>(baseUrl, account, 'notes/create', body)).createdNote.id;
}

/** Uploads a file to the account's drive as drive/files/create's form does, and gives the stored file. */
export async function uploadAs(
  baseUrl: string,
  account: TestAccount,
  data: Buffer,
  name: string,
  type: string,
  comment?: string,
): Promise<entities.DriveFile> {
  const form = new FormData();
  form.append('i', account.token);
  form.append('force', 'true');
  if (comment) form.append('comment', comment);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${baseUrl}/api/drive/files/create`, { method: 'POST', body: form });
  return (await response.json()) as entities.DriveFile;
}

/**
 * Makes a role as an administrator would in the control panel (see `roleParams`).
 */
export function createRole(baseUrl: string, admin: TestAccount, over: Record<string, unknown>): Promise<entities.Role> {
  return callAs<entities.Role>(baseUrl, admin, 'admin/roles/create', roleParams(over));
}
