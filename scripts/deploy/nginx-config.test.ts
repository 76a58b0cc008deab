import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, contentSecurityPolicy, HASHED_ASSET_NAME, PAGE_HEADERS } from '../../server/client-headers';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from '../../server/proxied-paths';
import { type NginxConfigOptions, nginxConfig } from './nginx-config';

const options: NginxConfigOptions = {
  upstream: new URL('http://10.0.0.5:3000'),
  root: '/srv/tessera/dist',
  styleHashes: ['sha256-abc='],
  listen: '127.0.0.1:8080',
  serverName: 'misskey.example',
  brotli: false,
};

/** The body of the first block whose opening line starts with `opening`. */
function blockOf(config: string, opening: string): string {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(opening));
  if (start < 0) throw new Error(`no block ${opening}`);
  const indent = (lines[start]?.length ?? 0) - (lines[start]?.trimStart().length ?? 0);
  const end = lines.findIndex((line, i) => i > start && line === `${' '.repeat(indent)}}`);
  return lines.slice(start + 1, end).join('\n');
}

/** The regular expressions of the config's regex locations, as JavaScript reads them. */
function regexLocations(config: string): { source: string; regex: RegExp }[] {
  return [...config.matchAll(/^ {4}location ~ "([^"]+)" \{$/gm)].map(([, source]) => ({
    source: source ?? '',
    regex: new RegExp(source ?? ''),
  }));
}

describe('the nginx config (npm run deploy:nginx)', () => {
  const config = nginxConfig(options);

  it('passes every path of server/proxied-paths.ts, and only those, to the Misskey upstream', () => {
    const proxied = regexLocations(config);
    const matches = (path: string) => proxied.some(({ regex }) => regex.test(path));
    for (const prefix of PROXIED_PREFIXES) {
      expect(matches(prefix), prefix).toBe(true);
      expect(matches(`${prefix}/x/y`), prefix).toBe(true);
    }
    for (const path of ['/', '/settings', '/@alice', '/client-assets/e-abcdefgh.js', '/apiary', '/assetsx', '/sw.js']) {
      expect(matches(path), path).toBe(false);
    }
    expect(blockOf(config, 'upstream misskey')).toContain('server 10.0.0.5:3000;');
  });

  it('upgrades WebSockets on the streaming path only, with a long read timeout', () => {
    const streaming = blockOf(config, `location ~ "^${STREAMING_PREFIX}`);
    expect(streaming).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(streaming).toContain('proxy_set_header Connection $tessera_connection;');
    expect(streaming).toContain('proxy_read_timeout 1h;');
    expect(blockOf(config, 'map $http_upgrade $tessera_connection')).toContain('default upgrade;');
    expect(blockOf(config, 'location @misskey')).not.toContain('Upgrade');
  });

  it('keeps connections to the upstream alive and streams its answers in every proxied location', () => {
    expect(blockOf(config, 'upstream misskey')).toMatch(/keepalive \d+;/);
    const proxied = config.split('proxy_pass http://misskey;').slice(1);
    expect(proxied.length).toBe(4); // streaming, the other paths, client routes' fallback, @misskey
    for (const rest of proxied) {
      const body = rest.slice(0, rest.indexOf('}'));
      expect(body).toContain('proxy_http_version 1.1;');
      expect(body).toContain('proxy_buffering off;');
      expect(body).toContain('proxy_set_header Host $host;');
    }
  });

  it('sends the page with the Node server’s policy and headers, and no-cache', () => {
    const page = blockOf(config, 'location = /index.html');
    expect(page).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ styleHashes: ['sha256-abc='] })}";`,
    );
    expect(page).toContain(`add_header Cache-Control "${CACHE_CONTROL.page}";`);
    expect(page).toContain('add_header X-Tessera-Page "app";');
    for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(page).toContain(`add_header ${name} "${value}";`);
    // Routes of the client are the page when they ask for one; the rest goes to Misskey.
    expect(blockOf(config, 'location @tessera_route')).toContain('rewrite ^ /index.html last;');
    expect(config).toContain('"~^GET .*text/html" 1;');
  });

  it('caches hashed files a year, the service worker not at all, and serves the .gz copies', () => {
    expect(blockOf(config, 'location ^~ /assets/locales/')).toContain(CACHE_CONTROL.hashed);
    const assets = blockOf(config, 'location ^~ /client-assets/');
    expect(assets).toContain(CACHE_CONTROL.other);
    expect(assets).toContain(`location ~ "${HASHED_ASSET_NAME}" {`);
    expect(new RegExp(HASHED_ASSET_NAME).test('/client-assets/c-AbCd_123.js')).toBe(true);
    expect(new RegExp(HASHED_ASSET_NAME).test('/client-assets/icon.svg')).toBe(false);
    expect(blockOf(config, 'location = /sw.js')).toContain(`"${CACHE_CONTROL.worker}"`);
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('brotli_static');
    expect(nginxConfig({ ...options, brotli: true })).toContain('brotli_static on;');
  });

  it('reaches an https upstream by its name, and refuses an upstream that is not an origin', () => {
    const https = nginxConfig({ ...options, upstream: new URL('https://misskey.internal') });
    expect(https).toContain('server misskey.internal:443;');
    expect(https).toContain('proxy_pass https://misskey;');
    expect(https).toContain('proxy_ssl_server_name on;');
    expect(() => nginxConfig({ ...options, upstream: new URL('http://host:3000/misskey') })).toThrow(/origin/);
  });
  it("checks an https server's certificate, as proxy mode does", () => {
    const config = nginxConfig({ ...options, upstream: new URL('https://misskey.internal') });
    expect(config).toContain('proxy_ssl_verify on;');
    expect(config).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    expect(config).toContain('proxy_ssl_name misskey.internal;');
    expect(nginxConfig(options)).not.toContain('proxy_ssl_verify');
  });

  it('refuses a root, name or address that would change the config', () => {
    expect(() => nginxConfig({ ...options, root: '/srv/x; include /etc/passwd' })).toThrow(/--root/);
    expect(() => nginxConfig({ ...options, serverName: 'a.example { }' })).toThrow(/--server-name/);
    expect(() => nginxConfig({ ...options, listen: '80\nlocation' })).toThrow(/--listen/);
    expect(nginxConfig({ ...options, serverName: 'a.example www.a.example' })).toContain(
      'server_name a.example www.a.example;',
    );
  });
});
