import {
  APP_PAGE_MARK,
  CACHE_CONTROL,
  CLIENT_PATHS,
  contentSecurityPolicy,
  HASHED_ASSET_NAME,
  PAGE_HEADERS,
} from '../../server/client-headers';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from '../../server/proxied-paths';

/** What an nginx config for Tessera in front of a Misskey server is made from. */
export interface NginxConfigOptions {
  /** The Misskey server's origin, as nginx reaches it (http://127.0.0.1:3000). */
  upstream: URL;
  /** The folder nginx serves the built client from (the `dist/` of `npm run build`). */
  root: string;
  /** The CSP hash sources of the build's inline <style> elements (from its index.html). */
  styleHashes: readonly string[];
  /** nginx's `listen` parameter: a port, or an address and port. */
  listen: string;
  /** nginx's `server_name`. */
  serverName: string;
  /** Also send the build's Brotli copies (needs Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** Notes put beside the values an operator edits (the template's placeholders). */
  editNotes?: boolean;
}

/** The name of the upstream block that stands for the Misskey server. */
export const UPSTREAM_NAME = 'misskey';

/** A header's value for nginx, double-quoted; refuses what nginx would read as escapes or variables. */
function quoted(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`cannot put ${JSON.stringify(value)} in an nginx string as it is`);
  return `"${value}"`;
}

/** A regular expression for nginx, double-quoted (nginx reads no variables in a location's). */
function quotedRegex(source: string): string {
  if (/["\n]/.test(source) || source.includes('\\\\')) throw new Error(`cannot quote the regular expression ${source}`);
  return `"${source}"`;
}

/** A path prefix as part of a regular expression. */
function regexOf(prefix: string): string {
  return prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The `server` line of the upstream block: host and port, with the scheme's default port. */
function upstreamServer(upstream: URL): string {
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new Error(`the upstream must be an http or https URL, got ${upstream.href}`);
  }
  if (upstream.pathname !== '/' || upstream.search || upstream.hash) {
    throw new Error(`the upstream is an origin (scheme, host and port), got ${upstream.href}`);
  }
  return `${upstream.hostname}:${upstream.port || (upstream.protocol === 'https:' ? '443' : '80')}`;
}

/** The certificate authorities Debian's ca-certificates package installs (what Node trusts too). */
const SYSTEM_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';

/**
 * A value given on the command line, as it goes into a directive: one that would end the directive
 * or open a block (`;`, braces, quotes, `$`, a line break) is refused, so a path or a name cannot
 * change the config's meaning.
 */
function directiveValue(option: string, value: string): string {
  if (/[;{}"'$\\\n\r]/.test(value))
    throw new Error(`--${option} may not hold ; { } quotes $ \\ or line breaks: ${value}`);
  return value;
}

/** The directives that pass a request to the Misskey server, as one block's body. */
function proxyDirectives(upstream: URL, { websocket }: { websocket: boolean }): string[] {
  const https = upstream.protocol === 'https:';
  return [
    `proxy_pass ${https ? 'https' : 'http'}://${UPSTREAM_NAME};`,
    // An https server's certificate is checked, as proxy mode checks it (server/proxy.ts): nginx
    // accepts any certificate unless told to verify.
    ...(https
      ? [
          'proxy_ssl_server_name on;',
          `proxy_ssl_name ${upstream.hostname};`,
          'proxy_ssl_verify on;',
          'proxy_ssl_verify_depth 3;',
          `proxy_ssl_trusted_certificate ${SYSTEM_CERTIFICATES};`,
        ]
      : []),
    // HTTP/1.1 to the upstream: its connections are kept alive and reused (the upstream's keepalive).
    'proxy_http_version 1.1;',
    // Misskey sees the host it is known by (it checks ActivityPub signatures against it).
    'proxy_set_header Host $host;',
    ...(websocket
      ? ['proxy_set_header Upgrade $http_upgrade;', 'proxy_set_header Connection $tessera_connection;']
      : ['proxy_set_header Connection "";']),
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // Answers go out as they come (streamed answers, large files), not after nginx has them whole.
    'proxy_buffering off;',
    // A timeline's socket stays open for hours with little on it.
    ...(websocket ? ['proxy_read_timeout 1h;', 'proxy_send_timeout 1h;'] : []),
  ];
}

/** `add_header` lines for a set of headers. */
function headerLines(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)};`);
}

/** A block: its opening line, its body indented, its closing brace. */
function block(opening: string, body: readonly string[]): string[] {
  return [`${opening} {`, ...body.map((line) => (line ? `    ${line}` : '')), '}'];
}

/**
 * The nginx config (an include for the `http` block) that serves the built client and passes the
 * Misskey server's paths to it, as Tessera's own server does in proxy mode (server/proxy.ts,
 * server/client.ts): the same proxied paths, the same headers and caching.
 */
export function nginxConfig(options: NginxConfigOptions): string {
  const { upstream } = options;
  const edit = (note: string) => (options.editNotes ? `  # EDIT: ${note}` : '');
  const others = PROXIED_PREFIXES.filter((prefix) => prefix !== STREAMING_PREFIX);
  const pageHeaders = {
    'Content-Security-Policy': contentSecurityPolicy({ styleHashes: options.styleHashes }),
    'Cache-Control': CACHE_CONTROL.page,
    [APP_PAGE_MARK.name]: APP_PAGE_MARK.value,
    ...PAGE_HEADERS,
  };
  const lines = [
    '# Tessera in front of a Misskey server: nginx serves the built client (npm run build) and passes',
    "# the Misskey server's paths to it. Generated by `npm run deploy:nginx` from server/proxied-paths.ts",
    '# and server/client-headers.ts: do not edit by hand, generate it again (README, "Deploying behind',
    '# nginx"). Include it in the http block (Debian: /etc/nginx/conf.d/tessera.conf); it uses the',
    "# MIME types of nginx's mime.types, which Debian's nginx.conf includes.",
    '',
    '# The Misskey server. Connections to it are kept alive and reused (HTTP/1.1, see proxy_http_version).',
    ...block(`upstream ${UPSTREAM_NAME}`, [
      `server ${upstreamServer(upstream)};${edit("the Misskey server's address")}`,
      'keepalive 32;',
    ]),
    '',
    '# A WebSocket upgrade passes its Connection: upgrade on; without one, the connection stays alive.',
    ...block('map $http_upgrade $tessera_connection', ['default upgrade;', "'' '';"]),
    '',
    '# A GET that asks for a page is a route of the client when no file matches it (index.html answers).',
    ...block('map "$request_method $http_accept" $tessera_wants_page', [
      'default 0;',
      `${quotedRegex('~^GET .*text/html')} 1;`,
    ]),
    '',
    ...block('server', [
      `listen ${directiveValue('listen', options.listen)};${edit('the address and port (add TLS as for Misskey: listen 443 ssl, certificates)')}`,
      `server_name ${directiveValue('server-name', options.serverName)};${edit("the server's host name")}`,
      `root ${directiveValue('root', options.root)};${edit('where the built client (dist/) is')}`,
      '',
      "# The build's text is UTF-8 (as the Node server says in its Content-Type).",
      'charset utf-8;',
      "# The build's precompressed copies beside each file (.gz), sent as they are.",
      'gzip_static on;',
      ...(options.brotli ? ['brotli_static on;'] : []),
      'gzip_vary on;',
      "# Uploads to Misskey's drive: raise it to the largest file the server takes (its maxFileSize).",
      'client_max_body_size 80m;',
      '',
      "# The Misskey server's paths (server/proxied-paths.ts). GET /oauth/authorize goes there too:",
      "# Misskey's own consent page answers it (Tessera's Node server puts the transaction in Tessera's",
      '# page instead; nginx cannot read it out of the answer).',
      ...block(
        `location ~ ${quotedRegex(`^${regexOf(STREAMING_PREFIX)}(?:/|$)`)}`,
        proxyDirectives(upstream, { websocket: true }),
      ),
      ...block(
        `location ~ ${quotedRegex(`^/(?:${others.map((prefix) => regexOf(prefix.slice(1))).join('|')})(?:/|$)`)}`,
        proxyDirectives(upstream, { websocket: false }),
      ),
      '',
      "# Tessera's own files under Misskey's /assets/: the locale files, named by their content's hash.",
      "# What the build does not have is Misskey's.",
      ...block(`location ^~ ${CLIENT_PATHS.locales}`, [
        `try_files $uri @${UPSTREAM_NAME};`,
        ...headerLines({ 'Cache-Control': CACHE_CONTROL.hashed }),
      ]),
      '# The bundles: those named by their hash are kept a year; the rest (icons, sounds) briefly.',
      ...block(`location ^~ ${CLIENT_PATHS.assets}`, [
        ...headerLines({ 'Cache-Control': CACHE_CONTROL.other }),
        ...block(
          `location ~ ${quotedRegex(HASHED_ASSET_NAME)}`,
          headerLines({ 'Cache-Control': CACHE_CONTROL.hashed }),
        ),
      ]),
      '# The service worker, checked for updates on every visit.',
      ...block(`location = ${CLIENT_PATHS.worker}`, headerLines({ 'Cache-Control': CACHE_CONTROL.worker })),
      "# The app's page, under its Content-Security-Policy (the hashes are of this build's inline styles).",
      ...block(`location = ${CLIENT_PATHS.page}`, headerLines(pageHeaders)),
      ...block('location = /', [`rewrite ^ ${CLIENT_PATHS.page} last;`]),
      "# The build's other files; then a client route (a page) or one of Misskey's (ActivityPub,",
      '# nodeinfo, /inbox, ...) for what the build does not have.',
      ...block('location /', [
        'try_files $uri @tessera_route;',
        ...headerLines({ 'Cache-Control': CACHE_CONTROL.other }),
      ]),
      ...block('location @tessera_route', [
        ...block('if ($tessera_wants_page)', [`rewrite ^ ${CLIENT_PATHS.page} last;`]),
        ...proxyDirectives(upstream, { websocket: false }),
      ]),
      ...block(`location @${UPSTREAM_NAME}`, proxyDirectives(upstream, { websocket: false })),
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
