import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer } from './app';
import { testServerOptions } from './testing-server-options';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-app-'));
  server = await startServer(testServerOptions({ dataDir }));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = async (endpoint: string, body: unknown) => {
  const response = await fetch(`${server.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('the local instance, started', () => {
  it('answers meta with detail by default (spec 000 section 3 fields)', async () => {
    const { status, body } = await api('meta', {});
    const meta = body as entities.MetaDetailed;
    expect(status).toBe(200);
    expect(meta).toMatchObject({ name: 'Tessera', federation: 'none', enableUrlPreview: true, requireSetup: true });
    expect(meta.maxNoteTextLength).toBeGreaterThan(0);
    expect(meta.mediaProxy).toBe(`${server.url}/proxy`);
    expect(meta.uri).toBe(server.url);
    expect(meta.features?.miauth).toBe(true);
    expect(meta.policies.maxFileSizeMb).toBeGreaterThan(0);
    for (const key of ['serverErrorImageUrl', 'infoImageUrl', 'notFoundImageUrl'] as const)
      expect(key in meta).toBe(true);
  });

  it('answers meta without the detailed part when detail is false', async () => {
    const { body } = await api('meta', { detail: false });
    expect(body.version).toMatch(/^2025\.4\.1-/);
    expect('requireSetup' in body).toBe(false);
    expect('features' in body).toBe(false);
  });

  it('accepts a visitor on /streaming and answers ping', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/streaming?_t=${Date.now()}`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('ping'));
      socket.on('message', (data) => resolve(data.toString()));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('pong');
  });

  it('refuses /streaming with an unknown token', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/streaming?i=nobody`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4001);
  });
});
