import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from './app';

/** A started local instance for server tests, with a JSON API helper. */
export interface TestInstance {
  url: string;
  dataDir: string;
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

/** Starts the local instance on a free loopback port with a fresh data folder. */
export async function startTestInstance(): Promise<TestInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-server-'));
  const start = () =>
    startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      instance: null,
      clientDir: null,
      seed: null,
      enableTestReset: true,
    });
  let server: RunningServer = await start();
  return {
    get url() {
      return server.url;
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
      await server.close();
      server = await start();
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
