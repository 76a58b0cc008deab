import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, registerClient } from './client';

let dir = '';
let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve() {
  dir = mkdtempSync(join(tmpdir(), 'tessera-client-'));
  mkdirSync(join(dir, 'client-assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'client-assets', 'index-AbCdEf12.js'), 'console.log(1)');
  app = Fastify();
  await registerClient(app, dir);
  return app;
}

describe('serving the built client', () => {
  it('answers / and deep links with index.html under the strict CSP', async () => {
    const a = await serve();
    for (const url of ['/', '/@alice', '/notes/abc?x=1']) {
      const res = await a.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.body).toContain('<title>t</title>');
    }
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('serves hashed bundles with a long cache and a missing asset as 404', async () => {
    const a = await serve();
    const js = await a.inject({ url: '/client-assets/index-AbCdEf12.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const missing = await a.inject({ url: '/client-assets/gone.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
  });

  it('says how to fix a missing build', async () => {
    app = Fastify();
    await expect(registerClient(app, '/nonexistent-tessera-dist')).rejects.toThrow(/npm run build/);
  });
});
