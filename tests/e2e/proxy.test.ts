import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { launchChromium } from '../support/chromium';
import { FAKE_REMOTE_NAME } from '../support/fake-remote-name';
import { guardPage } from '../support/page-guard';
import { startTessera, type TesseraProcess } from '../support/tessera-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
let remote: ChildProcess;
let remoteUrl: string;
let tessera: TesseraProcess;
let browser: Browser;

beforeAll(async () => {
  remote = spawn(process.execPath, ['--import', 'tsx', 'tests/support/fake-remote.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  remoteUrl = await new Promise<string>((resolve, reject) => {
    remote.stdout?.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/listening at (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    remote.on('exit', (code) => reject(new Error(`the fake remote exited with ${code}`)));
  });
  // The global setup has built the client already; this one only serves it in front of the remote.
  tessera = await startTessera(['--instance', remoteUrl, '--skip-build']);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
  remote?.kill('SIGTERM');
});

describe('proxy mode (npm start -- --instance URL)', () => {
  it('forwards /api to the remote server, which sees its own host', async () => {
    const response = await fetch(`${tessera.url}/api/meta`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ detail: true }),
    });
    const meta = (await response.json()) as { name: string; receivedHost: string };
    expect(meta.name).toBe(FAKE_REMOTE_NAME);
    expect(meta.receivedHost).toBe(new URL(remoteUrl).host);
  });

  it('forwards the other Misskey paths too', async () => {
    for (const path of ['/files/abc', '/emoji/blob.webp', '/proxy/image.webp?url=x', '/avatar/@a', '/url?url=x']) {
      const body = (await (await fetch(`${tessera.url}${path}`)).json()) as { error: { path: string } };
      expect(body.error.path).toBe(path);
    }
  });

  it('serves the server’s OAuth consent request as Tessera’s page, and relays its redirects', async () => {
    const query =
      'response_type=code&client_id=https%3A%2F%2Fapp.example%2F&redirect_uri=https%3A%2F%2Fapp.example%2Fcb';
    const page = await fetch(`${tessera.url}/oauth/authorize?${query}&scope=read:account`);
    const html = await page.text();
    expect(html).toContain('<meta name="misskey:oauth:transaction-id" content="remote-tx" />');
    expect(html).toContain('<meta name="misskey:oauth:client-name" content="Remote App" />');
    expect(html).not.toContain('not carried');
    expect(html).toContain('client-assets/');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https://app.example;");
    const refused = await fetch(`${tessera.url}/oauth/authorize?${query}&scope=unknown`, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('https://app.example/cb?error=invalid_scope');
    const decision = (await (await fetch(`${tessera.url}/oauth/decision`, { method: 'POST' })).json()) as {
      error: { path: string };
    };
    expect(decision.error.path).toBe('/oauth/decision');
  });

  it('carries a WebSocket on /streaming, query included', async () => {
    const socket = new WebSocket(`${tessera.url.replace('http', 'ws')}/streaming?i=token123&_t=1`);
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        received.push(data.toString());
        if (received.length === 1) socket.send('h');
        if (received.length === 2) resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(JSON.parse(received[0] ?? '{}')).toEqual({ type: 'hello', query: '?i=token123&_t=1' });
    expect(received[1]).toBe('echo:h');
  });

  it('serves the same client, which shows the remote server', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guard = guardPage(page);
    await page.goto(`${tessera.url}/`);
    await page.getByRole('heading', { level: 1, name: FAKE_REMOTE_NAME }).waitFor();
    // Our own locale files win over the remote server's /assets: the menu reads as words, not keys.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).waitFor();
    expect(guard.problems).toEqual([]);
    await context.close();
  });
});
