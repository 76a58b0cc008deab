import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeHost } from '@tessera/extension-manifest';
import { afterEach, describe, expect, it } from 'vitest';
import { checkExtensions, folderCandidates, integrityOf, urlCandidates } from './installer';

const host: RuntimeHost = { sdk: '3.2.0', builtIn: ['shell', 'notes'], imports: {} };
const code = Buffer.from('export default { id: "weather" };\n');

function manifest(over: Record<string, unknown> = {}) {
  return {
    manifestVersion: 1,
    id: 'weather',
    title: 'Weather',
    version: '1.0.0',
    sdk: '^3.0.0',
    bundle: 'weather.js',
    integrity: integrityOf(code),
    declaration: {},
    strings: {},
    ...over,
  };
}

const folders: string[] = [];
function folderWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-ext-'));
  folders.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('installing run-time extensions from a folder', () => {
  it('installs a checked extension and refuses the others, each with its reason', async () => {
    const dir = folderWith({
      'a-weather.manifest.json': JSON.stringify(manifest()),
      'weather.js': code,
      'b-future.manifest.json': JSON.stringify(manifest({ id: 'future', sdk: '^4.0.0' })),
      'c-tampered.manifest.json': JSON.stringify(manifest({ id: 'tampered', bundle: 'tampered.js' })),
      'tampered.js': Buffer.concat([code, Buffer.from('// changed\n')]),
      'd-clash.manifest.json': JSON.stringify(manifest({ id: 'notes' })),
      'e-twin.manifest.json': JSON.stringify(manifest()),
      'f-broken.manifest.json': '{ "id": "broken", ',
      'g-fields.manifest.json': JSON.stringify(manifest({ id: 'fields', integrity: 'md5-x' })),
      'h-missing.manifest.json': JSON.stringify(manifest({ id: 'missing', bundle: 'missing.js' })),
    });
    const { installed, refused } = await checkExtensions(folderCandidates(dir), host);
    expect(installed.map((e) => [e.manifest.id, e.code.toString()])).toEqual([['weather', code.toString()]]);
    const reasons = Object.fromEntries(refused.map((r) => [r.source.split('/').pop(), r.reason]));
    expect(reasons).toEqual({
      'b-future.manifest.json': 'it was built for SDK ^4.0.0, and this Tessera runs SDK 3.2.0',
      'c-tampered.manifest.json': 'its module tampered.js does not match the integrity its manifest gives',
      'd-clash.manifest.json': "its id 'notes' is already taken by an extension built in",
      'e-twin.manifest.json': "its id 'weather' is already taken by another run-time extension",
      'f-broken.manifest.json': expect.stringMatching(/^its manifest is not JSON/),
      'g-fields.manifest.json': expect.stringMatching(/^its manifest is malformed: integrity must be a SHA-384/),
      'h-missing.manifest.json': expect.stringMatching(/^its module could not be read/),
    });
    expect(refused.find((r) => r.source.endsWith('b-future.manifest.json'))?.id).toBe('future');
  });

  it('says so when the folder does not exist', () => {
    expect(() => folderCandidates('/no/such/folder')).toThrow('--extensions-dir /no/such/folder does not exist');
  });
});

describe('installing run-time extensions from configured URLs', () => {
  let server: Server | null = null;
  afterEach(() => server?.close());

  it('fetches each manifest and module once, keeps them, and installs from the copy after a restart', async () => {
    let requests = 0;
    server = createServer((request, response) => {
      requests += 1;
      if (request.url === '/ext/weather.manifest.json') response.end(JSON.stringify(manifest()));
      else if (request.url === '/ext/weather.js') response.end(code);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cache = folderWith({});
    const urls = [new URL(`${base}/ext/weather.manifest.json`), new URL(`${base}/ext/gone.manifest.json`)];
    const first = await checkExtensions(await urlCandidates(urls, cache), host);
    expect(first.installed.map((e) => [e.manifest.id, e.source])).toEqual([['weather', urls[0]?.href]]);
    expect(first.refused).toEqual([
      {
        source: urls[1]?.href,
        id: null,
        reason: expect.stringMatching(/^its manifest could not be fetched \(.* answered 404\)$/),
      },
    ]);
    expect(requests).toBe(3);
    expect(readdirSync(cache)).toHaveLength(2);
    server.close();
    server = null;
    // The server is gone: the kept copy is installed, checked again.
    const again = await checkExtensions(await urlCandidates(urls.slice(0, 1), cache), host);
    expect(again.installed.map((e) => e.manifest.id)).toEqual(['weather']);
  });
});
