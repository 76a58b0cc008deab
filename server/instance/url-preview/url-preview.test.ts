import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app';
import { setUpAdmin, startTestInstance, type TestInstance } from '../../testing';
import { testServerOptions } from '../../testing-server-options';
import { AddressPolicy } from '../drive/fetch-url';
import { guardedAgents } from './guarded-agents';

const PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="A page about tiles">
<meta property="og:description" content="Tiles, laid one by one.">
<meta property="og:site_name" content="Tile Works">
<meta property="og:image" content="/tile.png">
<meta property="og:video:url" content="https://player.example/embed/1">
<meta property="og:video:width" content="640">
<meta property="og:video:height" content="360">
<link rel="icon" href="/favicon.ico">
</head><body>Tiles</body></html>`;
const SENSITIVE = `<!doctype html><html><head><meta property="og:title" content="Night tiles"><meta name="rating" content="adult"></head><body></body></html>`;

let site: Server;
let siteUrl: string;
let hits = 0;

beforeAll(async () => {
  site = createServer((request, response) => {
    hits += 1;
    const body = request.url === '/sensitive' ? SENSITIVE : PAGE;
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
      .end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

const preview = (base: string, url: string, lang?: string) =>
  fetch(`${base}/url?${new URLSearchParams({ url, ...(lang ? { lang } : {}) }).toString()}`);

describe('/url (link previews, Misskey UrlPreviewService)', () => {
  let instance: TestInstance;
  beforeAll(async () => {
    instance = await startTestInstance();
  });
  afterAll(() => instance.close());

  it("answers a page's summary, cached a day", async () => {
    const response = await preview(instance.url, `${siteUrl}/page`, 'en-US');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=86400, immutable');
    const summary = await response.json();
    expect(summary).toMatchObject({
      url: `${siteUrl}/page`,
      title: 'A page about tiles',
      description: 'Tiles, laid one by one.',
      sitename: 'Tile Works',
      thumbnail: `${siteUrl}/tile.png`,
      sensitive: false,
      player: { url: 'https://player.example/embed/1', width: 640, height: 360 },
    });
    expect(Array.isArray(summary.player.allow)).toBe(true);
  });

  it('tells sensitive pages', async () => {
    const summary = await (await preview(instance.url, `${siteUrl}/sensitive`)).json();
    expect(summary).toMatchObject({ title: 'Night tiles', sensitive: true });
  });

  it('refuses a request without a URL (400), and a page that cannot be had (422)', async () => {
    expect((await fetch(`${instance.url}/url`)).status).toBe(400);
    const failed = await preview(instance.url, 'ftp://example.invalid/file');
    expect(failed.status).toBe(422);
    expect(failed.headers.get('cache-control')).toBe('max-age=86400, immutable');
    expect(await failed.json()).toMatchObject({ error: { code: 'URL_PREVIEW_FAILED' } });
  });

  it('answers 403 when the administrator turned previews off', async () => {
    const admin = await setUpAdmin(instance);
    expect((await instance.api('admin/update-meta', { urlPreviewEnabled: false }, admin)).status).toBe(204);
    expect((await instance.api<{ enableUrlPreview: boolean }>('meta')).body.enableUrlPreview).toBe(false);
    const response = await preview(instance.url, `${siteUrl}/page`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'URL_PREVIEW_DISABLED', id: '58b36e13-d2f5-0323-b0c6-76aa9dabefb8' },
    });
    await instance.api('admin/update-meta', { urlPreviewEnabled: true }, admin);
  });
});

describe('/url and the private-network guard', () => {
  it('fetches nothing from a private address the operator did not allow, by address or by name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-url-'));
    const server = await startServer(testServerOptions({ dataDir }));
    try {
      const before = hits;
      for (const url of [`${siteUrl}/page`, `${siteUrl.replace('127.0.0.1', 'localhost')}/page`]) {
        const response = await preview(server.url, url);
        expect(response.status).toBe(422);
        expect(await response.json()).toMatchObject({ error: { code: 'URL_PREVIEW_FAILED' } });
      }
      expect(hits).toBe(before);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('guards every connection summaly makes, not only the first URL (redirects, icons)', async () => {
    const agents = guardedAgents(new AddressPolicy([]));
    const before = hits;
    const failure = await new Promise<Error>((resolve) => {
      get(`${siteUrl}/page`, { agent: agents.http }, () => resolve(new Error('connected'))).on('error', resolve);
    });
    expect(failure.message).toMatch(/private address/);
    expect(hits).toBe(before);
  });

  it("sends images through the instance's media proxy when it serves other servers' media", async () => {
    const instance = await startTestInstance({ proxyRemoteMedia: true });
    try {
      const summary = await (await preview(instance.url, `${siteUrl}/page`)).json();
      expect(summary.thumbnail).toBe(
        `${instance.url}/proxy/preview.webp?${new URLSearchParams({ url: `${siteUrl}/tile.png`, preview: '1' })}`,
      );
    } finally {
      await instance.close();
    }
  });
});
