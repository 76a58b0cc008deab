import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, loadClientPage, registerClient } from './client';
import { contentSecurityPolicy, inlineStyleHashes } from './client-headers';

let dir = '';
let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve() {
  dir = mkdtempSync(join(tmpdir(), 'tessera-client-'));
  mkdirSync(join(dir, 'client-assets'));
  mkdirSync(join(dir, 'assets', 'locales'), { recursive: true });
  // As the build leaves them: big files with their Brotli and gzip copies, a small one without.
  const withCopies = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };
  withCopies(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>t</title><style>${FRAME_CSS}</style></head><body>${'<!-- padding -->'.repeat(60)}</body></html>`,
  );
  writeFileSync(join(dir, 'client-assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(dir, 'client-assets', 'icon.svg'), '<svg/>');
  writeFileSync(join(dir, 'assets', 'locales', 'en-US.0123456789.json'), '{}');
  writeFileSync(join(dir, 'sw.js'), 'self;');
  withCopies(
    join(dir, 'client-assets', 'big-AbCdEf12.js'),
    `export const words = ${JSON.stringify('tessera '.repeat(500))};`,
  );
  app = Fastify();
  await registerClient(app, loadClientPage(dir));
  return app;
}

const FRAME_CSS = 'body{margin:0}';
const FRAME_CSS_HASH = `sha256-${createHash('sha256').update(FRAME_CSS).digest('base64')}`;

describe('serving the built client', () => {
  it('answers / and deep links with index.html under the strict CSP', async () => {
    const a = await serve();
    for (const url of ['/', '/@alice', '/notes/abc?x=1']) {
      const res = await a.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy({ styleHashes: [FRAME_CSS_HASH] }));
      expect(res.body).toContain('<title>t</title>');
    }
  });

  it('allows the frame’s inline <style> by its hash and nothing else inline', () => {
    expect(inlineStyleHashes(`<style>${FRAME_CSS}</style>`)).toEqual([FRAME_CSS_HASH]);
    const policy = contentSecurityPolicy({ styleHashes: [FRAME_CSS_HASH] });
    expect(policy).toContain(`style-src 'self' '${FRAME_CSS_HASH}'`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('serves hashed bundles with a long cache and a missing asset as 404', async () => {
    const a = await serve();
    const js = await a.inject({ url: '/client-assets/index-AbCdEf12.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const missing = await a.inject({ url: '/client-assets/gone.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the locale files (named by their tables’ hash) a year, and the worker and other files briefly', async () => {
    const a = await serve();
    const locale = await a.inject({ url: '/assets/locales/en-US.0123456789.json' });
    expect(locale.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await a.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await a.inject({ url: '/client-assets/icon.svg' })).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers /index.html as the page, with its policy', async () => {
    const a = await serve();
    const res = await a.inject({ url: '/index.html', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy({ styleHashes: [FRAME_CSS_HASH] }));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-tessera-page']).toBe('app');
  });

  it('sends the build’s Brotli or gzip copies when the browser takes them', async () => {
    const a = await serve();
    const br = await a.inject({ url: '/client-assets/big-AbCdEf12.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('tessera tessera');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await a.inject({ url: '/client-assets/big-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('tessera tessera');
    const plain = await a.inject({ url: '/client-assets/big-AbCdEf12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Too small to be worth a copy: sent as it is.
    const small = await a.inject({ url: '/client-assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const page = await a.inject({ url: '/@alice', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>t</title>');
  });

  it('revalidates the page by its ETag', async () => {
    const a = await serve();
    const first = await a.inject({ url: '/', headers: { accept: 'text/html' } });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await a.inject({ url: '/', headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads Accept-Encoding with its q values', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('sends a page made for one request with its meta tags escaped, uncached, forms allowed to the app', async () => {
    await serve();
    const a = Fastify();
    const page = loadClientPage(dir);
    a.get('/oauth/authorize', (_request, reply) =>
      page.send(reply, {
        meta: { 'misskey:oauth:client-name': 'A "quoted" <app>' },
        formActions: ['https://app.example'],
      }),
    );
    const res = await a.inject({ url: '/oauth/authorize' });
    expect(res.body).toContain('<meta name="misskey:oauth:client-name" content="A &#34;quoted&#34; &#60;app&#62;" />');
    expect(res.body).toContain(`<style>${FRAME_CSS}</style>`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-tessera-page']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("form-action 'self' https://app.example;");
    expect(res.headers['content-security-policy']).toContain(FRAME_CSS_HASH);
    await a.close();
  });

  it('says how to fix a missing build', () => {
    expect(() => loadClientPage('/nonexistent-tessera-dist')).toThrow(/npm run build/);
  });
});
