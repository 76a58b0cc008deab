import { createHash } from 'node:crypto';

// What the built client goes out with: its Content-Security-Policy, the page's other headers and
// the caching of each kind of file. One definition, read by the Node server (client.ts) and by the
// nginx config generator (scripts/deploy/), so both deployments send the same headers.

/** The directives that do not depend on the page. */
const FIXED_DIRECTIVES = [
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // Frames over https only: the aichan widget's mascot page, and link previews' players (each
  // opened by a button, in a sandbox, as Misskey's), which come from any site.
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
];

/** What a page's Content-Security-Policy allows beyond the fixed directives. */
export interface PagePolicy {
  /** CSP hash sources ('sha256-…') of the page's own inline <style> elements. */
  styleHashes?: readonly string[];
  /** CSP hash sources of its inline scripts: only the import map of run-time extensions, when any are installed. */
  scriptHashes?: readonly string[];
  /** Origins the page's forms may post to, or be redirected to after posting, besides its own. */
  formActions?: readonly string[];
}

/**
 * The Content-Security-Policy the client runs under: no inline script, no inline style but the
 * HTML's own frame (allowed by the hashes of its <style> elements, fixed at build time), nothing
 * from elsewhere but images and media (remote avatars and attachments), same-origin
 * API/streaming, and forms that post only here (OAuth's consent page adds the app's origin,
 * where the server's answer redirects).
 */
export function contentSecurityPolicy({
  styleHashes = [],
  scriptHashes = [],
  formActions = [],
}: PagePolicy = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    ["form-action 'self'", ...formActions].join(' '),
    ...FIXED_DIRECTIVES,
  ].join('; ');
}

/** The CSP hash sources ('sha256-…') of every inline <style> of a page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => cspHash(css ?? ''));
}

/** The CSP hash sources of a page's import maps (the only inline scripts a page of ours has). */
export function importMapHashes(html: string): string[] {
  return [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map(([, map]) => cspHash(map ?? ''));
}

function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** The headers every page of the app carries besides its CSP and Cache-Control. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** The mark of the app's own page (index.html), which the service worker keeps for offline starts (sw.js). */
export const APP_PAGE_MARK = { name: 'X-Tessera-Page', value: 'app' } as const;

/** The Cache-Control of each kind of file the built client has. */
export const CACHE_CONTROL = {
  /** Files named by their content's hash: they never change, so they are kept a year unasked. */
  hashed: 'public, max-age=31536000, immutable',
  /** The service worker: checked for updates on every visit. */
  worker: 'no-cache',
  /** The app's page (index.html): revalidated on every visit, so a new build is seen at once. */
  page: 'no-cache',
  /** A page made for one request (OAuth's consent page with its transaction): never stored. */
  pageForOneRequest: 'no-store',
  /** The build's other files (icons, sounds): kept a little. */
  other: 'public, max-age=300',
} as const;

/** Where the build keeps its files, by URL path. */
export const CLIENT_PATHS = {
  /** The bundles; those named `x-<hash>.ext` are hashed, the rest (icons, sounds) keep their names. */
  assets: '/client-assets/',
  /**
   * The locale files: every one is named by a hash of all the build's locale tables
   * (scripts/locales-plugin.ts). Under /assets/, which is otherwise the Misskey server's.
   */
  locales: '/assets/locales/',
  /** The service worker. */
  worker: '/sw.js',
  /** The app's page. */
  page: '/index.html',
} as const;

/** A hashed bundle's name under CLIENT_PATHS.assets, as a regular expression's source (also valid PCRE, for nginx). */
export const HASHED_ASSET_NAME = '-[\\w-]{8,}\\.\\w+$';

const hashedAsset = new RegExp(HASHED_ASSET_NAME);

/** The Cache-Control of a file of the build, by its URL path (without a .br/.gz suffix). */
export function cacheControlFor(path: string): string {
  if (path.startsWith(CLIENT_PATHS.locales)) return CACHE_CONTROL.hashed;
  if (path.startsWith(CLIENT_PATHS.assets) && hashedAsset.test(path)) return CACHE_CONTROL.hashed;
  if (path === CLIENT_PATHS.worker) return CACHE_CONTROL.worker;
  if (path === CLIENT_PATHS.page) return CACHE_CONTROL.page;
  return CACHE_CONTROL.other;
}
