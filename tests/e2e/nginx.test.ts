import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sourceStyleHashes } from '../../scripts/deploy/nginx-template';
import { CACHE_CONTROL, contentSecurityPolicy, inlineStyleHashes } from '../../server/client-headers';
import { launchChromium } from '../support/chromium';
import { ensureNginx, freePort, type NginxProcess, nginxBuildInfo, startNginx } from '../support/nginx';
import { guardPage } from '../support/page-guard';
import { createAccount, postNote, resetInstance, type TestAccount } from '../support/session';
import { signInThroughForm } from '../support/sign-in-form';

// The deployment of README "Deploying behind nginx": the built client (the dist/ the global setup
// built) served by nginx with the config `npm run deploy:nginx` writes, in front of the instance
// the global setup started, which stands for the Misskey server.

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const instanceUrl = inject('baseUrl');
let nginx: NginxProcess;
let url = '';
let browser: Browser;
let alice: TestAccount;
let configDir = '';

beforeAll(async () => {
  const binary = ensureNginx();
  expect(nginxBuildInfo(binary)).toContain('http_gzip_static_module');
  const port = await freePort();
  configDir = mkdtempSync(join(tmpdir(), 'tessera-nginx-conf-'));
  const include = join(configDir, 'tessera.conf');
  // The operator's command, as the README gives it.
  const generated = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/deploy/nginx-conf.ts',
      '--upstream',
      new URL(instanceUrl).origin,
      '--root',
      dist,
      '--listen',
      `127.0.0.1:${port}`,
      '--out',
      include,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`npm run deploy:nginx failed:\n${generated.stderr}`);
  nginx = await startNginx(binary, include, port);
  url = `http://127.0.0.1:${port}`;
  await resetInstance(instanceUrl);
  // Through nginx, as the client would.
  alice = await createAccount(url, 'alice', 'alice-pass');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

/** The build's index.html hashes, which the CSP names. */
const builtStyleHashes = () => inlineStyleHashes(readFileSync(join(dist, 'index.html'), 'utf8'));

/** The largest locale file of the build that has a gzip copy, as a URL path. */
function largestLocaleFile(): string {
  const found: { path: string; size: number }[] = [];
  const walk = (dir: string, path: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${path}${name}/`);
      else if (name.endsWith('.json.gz'))
        found.push({ path: `${path}${name.slice(0, -3)}`, size: statSync(full).size });
    }
  };
  walk(join(dist, 'assets', 'locales'), '/assets/locales/');
  const largest = found.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('the build has no compressed locale file');
  return largest.path;
}

const signedInAs = (page: Page, username: string) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: `Account menu: @${username}` })
    .waitFor();

describe('Tessera behind nginx (deploy/nginx.conf) in front of a Misskey server', () => {
  it('signs in through the form, shows the timeline, and shows a new note live over the WebSocket', async () => {
    await postNote(url, alice, { text: 'posted before signing in, through nginx' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const { problems } = guardPage(page);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.startsWith('/streaming')) {
        frames.push(`open ${new URL(socket.url()).host}`);
        socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
      }
    });
    await page.goto(`${url}/`);
    await signInThroughForm(page, 'alice', 'alice-pass');
    await signedInAs(page, 'alice');
    const feed = page.getByRole('feed');
    await feed.getByText('posted before signing in, through nginx').waitFor();

    // From the composer: it goes out through /api and the timeline shows it.
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'New note' });
    await dialog.getByRole('textbox', { name: 'Text' }).fill('written in the composer behind nginx');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await feed.getByText('written in the composer behind nginx').waitFor();
    // A note the page did not post reaches it only over the stream, through nginx's upgrade.
    await postNote(url, alice, { text: 'arrived over the streaming socket' });
    await feed.getByText('arrived over the streaming socket').waitFor();
    expect(frames[0]).toBe(`open ${new URL(url).host}`);
    expect(frames.some((frame) => frame.includes('arrived over the streaming socket'))).toBe(true);

    // The page: this build's policy, revalidated on every visit.
    const document = responses.find((response) => response.url() === `${url}/`);
    const pageHeaders = (await document?.allHeaders()) ?? {};
    expect(pageHeaders['content-security-policy']).toBe(contentSecurityPolicy({ styleHashes: builtStyleHashes() }));
    expect(pageHeaders['cache-control']).toBe(CACHE_CONTROL.page);
    expect(pageHeaders['cache-control']).not.toContain('immutable');
    expect(pageHeaders['x-content-type-options']).toBe('nosniff');
    expect(pageHeaders['referrer-policy']).toBe('same-origin');
    // The entry bundle: its gzip copy, kept a year.
    const entryPath = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="(\/client-assets\/[^"]+\.js)"/)?.[1];
    const entry = responses.find((response) => new URL(response.url()).pathname === entryPath);
    const entryHeaders = (await entry?.allHeaders()) ?? {};
    expect(entryHeaders['content-encoding']).toBe('gzip');
    expect(entryHeaders['cache-control']).toBe(CACHE_CONTROL.hashed);
    // A locale file, Tessera's own although /assets is Misskey's: its gzip copy, kept a year.
    const locale = await page.evaluate(async (path) => {
      const response = await fetch(path);
      return {
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        cache: response.headers.get('cache-control'),
        table: typeof (await response.json()),
      };
    }, largestLocaleFile());
    expect(locale).toEqual({ status: 200, encoding: 'gzip', cache: CACHE_CONTROL.hashed, table: 'object' });

    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads a deep route of the client, under the CSP and with no violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { problems } = guardPage(page);
    await page.goto(`${url}/`);
    await signInThroughForm(page, 'alice', 'alice-pass');
    await signedInAs(page, 'alice');
    const response = await page.goto(`${url}/settings`);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('heading', { name: 'Your account' })
      .waitFor();
    expect(await response?.headerValue('content-security-policy')).toContain("script-src 'self'");
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes what the build does not have to the server, and answers a missing bundle with 404', async () => {
    const meta = await fetch(`${url}/api/meta`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(meta.status).toBe(200);
    // The server's discovery documents (/.well-known).
    const discovery = await fetch(`${url}/.well-known/oauth-authorization-server`);
    expect(((await discovery.json()) as { issuer?: string }).issuer).toBeTruthy();
    // A path outside the list that asks for no page (ActivityPub, /inbox) is the server's to answer
    // (here its plain 404, not nginx's page); asking for a page, it is a route of the client.
    const inbox = await fetch(`${url}/inbox`, { headers: { accept: 'application/activity+json' } });
    expect([inbox.status, await inbox.text()]).toEqual([404, 'Not found']);
    const route = await fetch(`${url}/inbox`, { headers: { accept: 'text/html' } });
    expect(route.headers.get('x-tessera-page')).toBe('app');
    // Nothing so far made nginx log an error (the missing bundle below logs its open() failing).
    expect(nginx.output()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
    const missing = await fetch(`${url}/client-assets/c-missing0.js`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    // The checked-in deploy/nginx.conf names this build's inline style too: its CSP holds for any build.
    expect(sourceStyleHashes()).toEqual(builtStyleHashes());
  });
});
