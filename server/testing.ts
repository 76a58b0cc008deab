import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { type RunningServer, startServer } from './app';
import type { AnyEndpoint } from './instance/api/endpoint';
import type { ChannelDefinition } from './instance/streaming/channel';
import { roleParams } from './testing-role-params';

/** A started local instance for server tests, with a JSON API helper. */
/** The error of an API answer (Misskey's `{ error: { code, id, ... } }`). */
export const errorOf = (body: unknown) => (body as { error: { code: string; id: string } }).error;

export interface TestInstance {
  url: string;
  dataDir: string;
  /** Every endpoint definition the instance serves. */
  endpoints: readonly AnyEndpoint[];
  /** Every stream channel the instance serves. */
  channels: readonly ChannelDefinition[];
  /** POSTs to /api/{endpoint}; the token goes in as `i` when given. */
  api<T = unknown>(
    endpoint: string,
    body?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: T }>;
  /** Stops and starts the server again on the same data folder. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the local instance on a free loopback port with a fresh data folder: rate limits off
 * unless asked for, and URL uploads allowed from loopback (where tests serve their files).
 */
export async function startTestInstance(
  options: {
    seed?: 'demo';
    enableTestReset?: boolean;
    rateLimits?: boolean;
    proxyRemoteMedia?: boolean;
    /** Sends note translations here instead of DeepL (a test's fake translator). */
    deeplEndpoint?: URL;
  } = {},
): Promise<TestInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-server-'));
  const start = (port: number) =>
    startServer({
      host: '127.0.0.1',
      port,
      dataDir,
      instance: null,
      clientDir: null,
      seed: options.seed ?? null,
      enableTestReset: options.enableTestReset ?? true,
      // Tests sign in and post far faster than people; the rate-limit tests switch limits on.
      rateLimits: options.rateLimits ?? false,
      allowedPrivateNetworks: ['127.0.0.1/32', '::1/128'],
      mailOutbox: join(dataDir, 'outbox'),
      proxyRemoteMedia: options.proxyRemoteMedia ?? false,
      extensionsDir: null,
      extensionsConfig: null,
      deeplEndpoint: options.deeplEndpoint ?? null,
    });
  let server: RunningServer = await start(0);
  return {
    get url() {
      return server.url;
    },
    get endpoints() {
      return server.endpoints;
    },
    get channels() {
      return server.channels;
    },
    dataDir,
    async api<T>(endpoint: string, body: Record<string, unknown> = {}, token?: string) {
      const response = await fetch(`${server.url}/api/${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(token === undefined ? body : { ...body, i: token }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    async restart() {
      // The same port, so clients reconnect to it as they would to a restarted server.
      const port = Number(new URL(server.url).port);
      await server.close();
      // A moment for this process's HTTP clients to see their kept-alive connections closed, as
      // they would across a real restart; else the next call may go out on a dead one.
      await new Promise((resolve) => setTimeout(resolve, 50));
      server = await start(port);
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the administrator (first account) and returns its token. */
export async function setUpAdmin(instance: TestInstance, username = 'admin', password = 'admin-pass'): Promise<string> {
  const { body } = await instance.api<{ token: string }>('admin/accounts/create', { username, password });
  return body.token;
}

/** An app token (MiAuth) for the account of a native token, with the given permissions. */
export async function appToken(instance: TestInstance, native: string, permission: readonly string[]): Promise<string> {
  const { body } = await instance.api<{ token: string }>('miauth/gen-token', { session: null, permission }, native);
  return body.token;
}

/** Makes a role (see `roleParams`) with an administrator's token and returns it. */
export async function createRole(
  instance: TestInstance,
  admin: string,
  over: Record<string, unknown> = {},
): Promise<entities.Role> {
  return (await instance.api<entities.Role>('admin/roles/create', roleParams(over), admin)).body;
}

/** A streaming client for server tests: records messages and waits for one that matches. */
export interface TestStream {
  messages: { type: string; body: unknown }[];
  send(message: unknown): void;
  waitFor<T = unknown>(match: (m: { type: string; body: unknown }) => boolean, what: string): Promise<T>;
  close(): void;
}

/** Opens /streaming as the given token (or a visitor) and resolves once connected. */
export async function connectStream(instance: TestInstance, token?: string): Promise<TestStream> {
  const { default: WebSocket } = await import('ws');
  const url = `${instance.url.replace('http', 'ws')}/streaming${token ? `?i=${token}` : ''}`;
  const socket = new WebSocket(url);
  const messages: { type: string; body: unknown }[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const text = data.toString();
    if (!text.startsWith('{')) return;
    messages.push(JSON.parse(text) as { type: string; body: unknown });
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor<T>(match: (m: { type: string; body: unknown }) => boolean, what: string) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages.map((m) => m.type))}`));
        }, 5_000);
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found.body as T);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
  };
}

/** The body of a channel message for a subscription id and event type. */
export const channelEvent = (id: string, type: string) => (m: { type: string; body: unknown }) =>
  m.type === 'channel' &&
  (m.body as { id: string; type: string }).id === id &&
  (m.body as { type: string }).type === type;

/** Three people on a fresh instance (alice is the administrator) and their ids; alice follows bob. */
export async function setUpPeople(instance: TestInstance): Promise<{
  alice: string;
  bob: string;
  carol: string;
  ids: Record<'alice' | 'bob' | 'carol', string>;
}> {
  const alice = await setUpAdmin(instance, 'alice', 'pw');
  const signUp = async (username: string) =>
    (await instance.api<{ token: string }>('signup', { username, password: 'pw' })).body.token;
  const bob = await signUp('bob');
  const carol = await signUp('carol');
  const idOf = async (token: string) => (await instance.api<{ id: string }>('i', {}, token)).body.id;
  const ids = { alice: await idOf(alice), bob: await idOf(bob), carol: await idOf(carol) };
  await instance.api('following/create', { userId: ids.bob }, alice);
  return { alice, bob, carol, ids };
}

/** Posts a note with the token and gives the created note. */
export async function postNote(
  instance: TestInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<entities.Note> {
  return (await instance.api<{ createdNote: entities.Note }>('notes/create', body, token)).body.createdNote;
}

/** Uploads bytes as drive/files/create's multipart form does (with `auth` as `i`), answering status and body. */
export async function uploadFile(
  instance: TestInstance,
  auth: string | null,
  data: Buffer,
  options: { fields?: Record<string, string>; name?: string; type?: string } = {},
) {
  const form = new FormData();
  if (auth) form.append('i', auth);
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append(
    'file',
    new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' }),
    options.name ?? 'picture.png',
  );
  const response = await fetch(`${instance.url}/api/drive/files/create`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as entities.DriveFile & { error?: { code: string; id: string } },
  };
}

/** Every table's rows, hashed: what "the database is unchanged" means in tests. */
export function databaseSnapshot(dataDir: string): Record<string, string> {
  const db = new Database(join(dataDir, 'tessera.db'), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        createHash('sha256')
          .update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()))
          .digest('hex'),
      ]),
    );
  } finally {
    db.close();
  }
}
