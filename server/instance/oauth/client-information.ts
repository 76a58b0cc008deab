import { parse as parseHtml } from 'node-html-parser';
import { UrlFetchError } from '../drive/fetch-errors';
import { type AddressPolicy, fetchCapped } from '../drive/fetch-url';
import { OAuthError } from './oauth-error';

/** What the consent page and the redirect check know of an app, from its client_id page. */
export interface ClientInformation {
  id: string;
  name: string;
  logo: string | null;
  /** The redirect URIs the app's page declares; only these may receive codes. */
  redirectUris: string[];
}

/** A client page bigger than this is not an app's home page. */
const MAX_PAGE_BYTES = 1024 * 1024;

/**
 * Checks a client_id as an IndieAuth client identifier, with Misskey's messages: an https URL
 * with a path, no dot segments, fragment or credentials, on a domain name (plain http and an
 * address only for a private network the operator allowed, as in Misskey's own tests).
 */
export function validateClientId(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OAuthError('invalid_request', 'client_id must be a valid URL');
  }
  const privateAllowed = policy.allowsPrivateLiteral(url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && privateAllowed)) {
    throw new OAuthError('invalid_request', 'client_id must be a valid HTTPS URL');
  }
  const segments = url.pathname.split('/');
  if (segments.includes('.') || segments.includes('..')) {
    throw new OAuthError('invalid_request', 'client_id must not contain dot path segments');
  }
  if (url.hash) throw new OAuthError('invalid_request', 'client_id must not contain a fragment component');
  if (url.username || url.password) {
    throw new OAuthError('invalid_request', 'client_id must not contain a username or a password');
  }
  if (!/\.\w+$/.test(url.hostname) && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new OAuthError('invalid_request', 'client_id must have a domain name as a host name');
  }
  return url;
}

/** The redirect URIs of a Link header: each `<uri>` whose rel names redirect_uri. */
function linkHeaderRedirects(header: string | string[] | undefined): string[] {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.flatMap((value) =>
    [...value.matchAll(/<([^>]*)>([^,]*)/g)]
      .filter(([, , params]) => /(^|;)\s*rel\s*=\s*"?[^";]*\bredirect_uri\b/i.test(params ?? ''))
      .map(([, uri]) => uri ?? ''),
  );
}

/**
 * Fetches the app's client_id page (IndieAuth client information discovery): its redirect URIs
 * from `<link rel="redirect_uri">` and Link headers, its name and logo from an h-app whose
 * p-name links to the client_id. Fetched only from addresses the operator's policy permits.
 */
export async function discoverClientInformation(id: URL, policy: AddressPolicy): Promise<ClientInformation> {
  let page: Awaited<ReturnType<typeof fetchCapped>>;
  try {
    page = await fetchCapped(id, policy, { maxBytes: MAX_PAGE_BYTES, timeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof UrlFetchError && error.reason === 'private-address') {
      throw new OAuthError('invalid_request', 'client_id resolves to disallowed IP range.');
    }
    if (error instanceof UrlFetchError && error.reason === 'status') {
      throw new OAuthError('invalid_request', 'Failed to fetch client information');
    }
    throw new OAuthError('server_error', 'Failed to parse client information');
  }
  const base = page.finalUrl;
  const doc = parseHtml(`<div>${page.data.toString('utf8')}</div>`);
  const declared = [
    ...linkHeaderRedirects(page.headers.link),
    ...doc.querySelectorAll('link[rel=redirect_uri][href]').map((link) => link.getAttribute('href') ?? ''),
  ];
  // Links as the page wrote them, made absolute; one that is no URL counts as absent.
  const resolve = (link: string | null | undefined) =>
    link != null && URL.canParse(link, base) ? new URL(link, base).href : null;
  const app = doc.querySelector('.h-app');
  const nameElement = app?.querySelector('.p-name');
  const nameLink = resolve(nameElement?.getAttribute('href') ?? nameElement?.getAttribute('src'));
  const name = nameElement && nameLink === id.href ? nameElement.textContent.trim() : id.href;
  const logoElement = app?.querySelector('.u-logo');
  const logo = resolve(logoElement?.getAttribute('href') ?? logoElement?.getAttribute('src'));
  const redirectUris = declared.flatMap((uri) => resolve(uri) ?? []);
  return { id: id.href, name: name || id.href, logo, redirectUris };
}
