import { createHash } from 'node:crypto';
import { permissions } from 'misskey-js';
import type { AddressPolicy } from '../drive/fetch-url';
import { genToken } from '../ids';
import type { Users } from '../users/users';
import { type ClientInformation, discoverClientInformation, validateClientId } from './client-information';
import { OAuthError } from './oauth-error';

/** Transactions and codes live five minutes, as in Misskey. */
const LIFETIME_MS = 5 * 60 * 1000;
/** Transaction ids, codes and tokens are as long as Misskey makes them. */
const SECRET_LENGTH = 128;

/** An authorization request that passed its checks, waiting for the person's decision. */
export interface PendingAuthorization {
  client: ClientInformation;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string;
}

/** A code handed to the app, waiting to be exchanged once for a token. */
interface GrantedCode {
  clientId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  used: boolean;
  grantedToken: string | null;
}

/** What an authorization request ends in: the consent page, or the app told at once, or an error page. */
export type AuthorizeOutcome =
  | { kind: 'consent'; transactionId: string; request: PendingAuthorization }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; error: OAuthError };

/** Entries that expire: Misskey keeps these in a memory cache, lost on restart, as here. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  set(key: string, value: V): void {
    this.sweep();
    this.entries.set(key, { value, expires: Date.now() + LIFETIME_MS });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires < Date.now()) return undefined;
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires < now) this.entries.delete(key);
  }
}

/** A query or form value as a single string, or undefined when absent or repeated. */
function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Misskey's OAuth 2.0 provider (RFC 6749 authorization code grant with PKCE S256, RFC 9207's iss
 * in every answer to the app, IndieAuth client discovery): the app sends the person to
 * /oauth/authorize, the person decides on the consent page, the app exchanges the code at
 * /oauth/token for a token limited to the granted scopes.
 */
export class OAuthProvider {
  private readonly transactions = new ExpiringMap<PendingAuthorization>();
  private readonly codes = new ExpiringMap<GrantedCode>();

  constructor(
    private readonly users: Users,
    private readonly addresses: AddressPolicy,
    /** This server's URL, the issuer. */
    private readonly issuer: () => string,
  ) {}

  /** RFC 8414 authorization server metadata, as Misskey publishes it. */
  metadata() {
    const issuer = this.issuer();
    return {
      issuer,
      authorization_endpoint: new URL('/oauth/authorize', issuer).href,
      token_endpoint: new URL('/oauth/token', issuer).href,
      scopes_supported: permissions,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      service_documentation: 'https://misskey-hub.net',
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    };
  }

  /**
   * Checks an authorization request in Misskey's order: what is wrong before the redirect URI is
   * known good is answered here; what is wrong after goes back to the app.
   */
  async authorize(query: Record<string, unknown>): Promise<AuthorizeOutcome> {
    try {
      const responseType = single(query.response_type);
      if (!responseType) throw new OAuthError('invalid_request', 'Missing required parameter: response_type');
      if (responseType !== 'code') {
        throw new OAuthError('unsupported_response_type', `Unsupported response type: ${responseType}`);
      }
      const clientId = query.client_id;
      if (clientId === undefined || clientId === '') {
        throw new OAuthError('invalid_request', 'Missing required parameter: client_id');
      }
      if (typeof clientId !== 'string') {
        throw new OAuthError('invalid_request', 'Invalid parameter: client_id must be a string');
      }
      const redirectUri = single(query.redirect_uri) ?? '';
      const client = await discoverClientInformation(validateClientId(clientId, this.addresses), this.addresses);
      if (!client.redirectUris.includes(redirectUri)) throw new OAuthError('invalid_request', 'Invalid redirect_uri');
      const state = single(query.state) ?? null;
      const back = (error: OAuthError): AuthorizeOutcome => ({
        kind: 'redirect',
        location: this.toApp(redirectUri, { ...error.toJSON(), ...(state ? { state } : {}) }),
      });
      const known = new Set<string>(permissions);
      const scopes = [...new Set((single(query.scope) ?? '').split(' '))].filter((s) => known.has(s));
      if (scopes.length === 0) return back(new OAuthError('invalid_scope', '`scope` parameter has no known scope'));
      const codeChallenge = single(query.code_challenge);
      if (codeChallenge === undefined) {
        return back(new OAuthError('invalid_request', '`code_challenge` parameter is required'));
      }
      if (single(query.code_challenge_method) !== 'S256') {
        return back(new OAuthError('invalid_request', '`code_challenge_method` parameter must be set as S256'));
      }
      const request = { client, redirectUri, scopes, state, codeChallenge };
      const transactionId = genToken(SECRET_LENGTH);
      this.transactions.set(transactionId, request);
      return { kind: 'consent', transactionId, request };
    } catch (error) {
      if (error instanceof OAuthError) return { kind: 'error', error };
      throw error;
    }
  }

  /**
   * The consent page's answer (POST /oauth/decision): with the person's own token, a code for the
   * app; with cancel, access_denied. Either way the transaction is used up. Returns where the
   * browser goes back to the app.
   */
  decide(body: Record<string, unknown>): string {
    const transactionId = single(body.transaction_id);
    if (!transactionId) throw new OAuthError('invalid_request', 'Missing transaction ID');
    const request = this.transactions.get(transactionId);
    if (!request) throw new OAuthError('access_denied', 'Invalid or expired transaction ID');
    this.transactions.delete(transactionId);
    const state: Record<string, string> = request.state ? { state: request.state } : {};
    if (body.cancel) return this.toApp(request.redirectUri, { error: 'access_denied', ...state });
    const token = single(body.login_token);
    if (!token) throw new OAuthError('invalid_request', 'No user');
    const caller = this.users.caller(token);
    // Only the person's own (native) token decides, never an app's.
    if (!caller || caller.app) throw new OAuthError('invalid_request', 'No such user');
    const code = genToken(SECRET_LENGTH);
    this.codes.set(code, {
      clientId: request.client.id,
      userId: caller.user.id,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scopes: request.scopes,
      used: false,
      grantedToken: null,
    });
    return this.toApp(request.redirectUri, { code, ...state });
  }

  /**
   * POST /oauth/token: a code, its redirect URI, client_id and PKCE verifier for a token. A code
   * is good once: used again, it and the token it gave are revoked (RFC 6749 section 4.1.2).
   */
  exchange(body: Record<string, unknown>): { access_token: string; token_type: 'Bearer'; scope: string } {
    const grantType = single(body.grant_type);
    if (!grantType) throw new OAuthError('invalid_request', 'Missing required parameter: grant_type');
    if (grantType !== 'authorization_code') {
      throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`);
    }
    if (body.code === undefined || body.code === '') {
      throw new OAuthError('invalid_request', 'Missing required parameter: code');
    }
    const code = single(body.code);
    if (code === undefined) throw new OAuthError('invalid_request', 'Code must be a string');
    const invalid = new OAuthError('invalid_grant', 'Invalid authorization code');
    const granted = this.codes.get(code);
    if (!granted) throw invalid;
    if (granted.used) {
      this.codes.delete(code);
      if (granted.grantedToken) this.users.revokeToken(granted.userId, { token: granted.grantedToken });
      throw invalid;
    }
    granted.used = true;
    const verifier = single(body.code_verifier);
    if (single(body.client_id) !== granted.clientId || single(body.redirect_uri) !== granted.redirectUri || !verifier) {
      throw invalid;
    }
    if (createHash('sha256').update(verifier).digest('base64url') !== granted.codeChallenge) throw invalid;
    const token = this.users.issueAppToken(granted.userId, granted.clientId, granted.scopes, null, SECRET_LENGTH);
    granted.grantedToken = token;
    return { access_token: token, token_type: 'Bearer', scope: granted.scopes.join(' ') };
  }

  /** The app's redirect URI with an answer's parameters and this server as `iss` (RFC 9207). */
  private toApp(redirectUri: string, params: Record<string, string>): string {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries({ ...params, iss: this.issuer() })) url.searchParams.append(key, value);
    return url.href;
  }
}
