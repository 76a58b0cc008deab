import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db } from '../db/database';
import { apiErrors } from '../errors';

/** How long a WebAuthn challenge stays good (Misskey's 90 seconds). */
const CHALLENGE_LIFETIME_MS = 90_000;

interface SecurityKeyRow {
  id: string;
  user_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string | null;
  created_at: number;
  last_used: number;
}

/** A user's keys as MeDetailed lists them. */
export function securityKeyList(db: Db, userId: string): { id: string; name: string; lastUsed: string }[] {
  const rows = db
    .prepare('SELECT id, name, last_used FROM security_keys WHERE user_id = ? ORDER BY created_at')
    .all(userId) as {
    id: string;
    name: string;
    last_used: number;
  }[];
  return rows.map((r) => ({ id: r.id, name: r.name, lastUsed: new Date(r.last_used).toISOString() }));
}

/** Who the passkeys are for: this server's host and address, and its name. */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

/**
 * Security keys and passkeys (WebAuthn, through SimpleWebAuthn as Misskey uses it): registering
 * one with the options and the browser's answer, and checking one at sign-in. Challenges live in
 * memory for 90 seconds, one per user, as Misskey keeps them in Redis.
 */
export class SecurityKeys {
  private readonly challenges = new Map<string, { challenge: string; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly relyingParty: () => RelyingParty,
  ) {}

  count(userId: string): number {
    return securityKeyList(this.db, userId).length;
  }

  async registrationOptions(userId: string, userName: string, displayName: string | null) {
    const rp = this.relyingParty();
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpID,
      userID: new TextEncoder().encode(userId),
      userName,
      ...(displayName ? { userDisplayName: displayName } : {}),
      attestationType: 'none',
      excludeCredentials: this.rows(userId).map((r) => ({ id: r.id, ...transportsOf(r) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    this.remember(userId, options.challenge);
    return options;
  }

  /** Verifies the browser's answer to the registration options and keeps the key; a bad one is refused. */
  async register(
    userId: string,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<{ id: string; name: string }> {
    const challenge = this.take(userId);
    const rp = this.relyingParty();
    const result = challenge
      ? await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
        }).catch(() => null)
      : null;
    // Misskey fails these with plain (identifiable) errors: INTERNAL_ERROR to clients.
    if (!result?.verified) throw apiErrors.internal();
    const { credential } = result.registrationInfo;
    const now = Date.now();
    this.db
      .prepare(
        'INSERT INTO security_keys (id, user_id, name, public_key, counter, transports, created_at, last_used) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        credential.id,
        userId,
        name,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        JSON.stringify(response.response.transports ?? []),
        now,
        now,
      );
    return { id: credential.id, name };
  }

  /** The options a sign-in asks the browser to answer with one of the user's keys. */
  async authenticationOptions(userId: string) {
    const rp = this.relyingParty();
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials: this.rows(userId).map((r) => ({ id: r.id, ...transportsOf(r) })),
      userVerification: 'preferred',
    });
    this.remember(userId, options.challenge);
    return options;
  }

  /** Whether the browser's answer proves one of the user's keys; the key's counter and last use move on. */
  async verify(userId: string, response: AuthenticationResponseJSON): Promise<boolean> {
    const challenge = this.take(userId);
    const key = this.db.prepare('SELECT * FROM security_keys WHERE id = ? AND user_id = ?').get(response.id, userId) as
      | SecurityKeyRow
      | undefined;
    return !!challenge && !!key && (await this.check(key, challenge, response));
  }

  private async check(key: SecurityKeyRow, challenge: string, response: AuthenticationResponseJSON): Promise<boolean> {
    const rp = this.relyingParty();
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: key.counter,
        ...transportsOf(key),
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) return false;
    this.db
      .prepare('UPDATE security_keys SET counter = ?, last_used = ? WHERE id = ?')
      .run(result.authenticationInfo.newCounter, Date.now(), key.id);
    return true;
  }

  /** Options for a sign-in that names no user: any of this server's passkeys may answer (the context keeps the challenge). */
  async usernamelessOptions(context: string) {
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty().rpID,
      userVerification: 'preferred',
    });
    this.remember(`context:${context}`, options.challenge);
    return options;
  }

  /** The user whose passkey answered a username-less challenge, or null when none did. */
  async verifyUsernameless(context: string, response: AuthenticationResponseJSON): Promise<string | null> {
    const key = this.db.prepare('SELECT * FROM security_keys WHERE id = ?').get(response.id) as
      | SecurityKeyRow
      | undefined;
    const challenge = this.take(`context:${context}`);
    if (!key || !challenge) return null;
    return (await this.check(key, challenge, response)) ? key.user_id : null;
  }

  rename(userId: string, id: string, name: string): 'renamed' | 'missing' | 'not-yours' {
    const key = this.db.prepare('SELECT user_id FROM security_keys WHERE id = ?').get(id) as
      | { user_id: string }
      | undefined;
    if (!key) return 'missing';
    if (key.user_id !== userId) return 'not-yours';
    this.db.prepare('UPDATE security_keys SET name = ? WHERE id = ?').run(name, id);
    return 'renamed';
  }

  remove(userId: string, id: string): void {
    this.db.prepare('DELETE FROM security_keys WHERE id = ? AND user_id = ?').run(id, userId);
  }

  private rows(userId: string): SecurityKeyRow[] {
    return this.db
      .prepare('SELECT * FROM security_keys WHERE user_id = ? ORDER BY created_at')
      .all(userId) as SecurityKeyRow[];
  }

  private remember(userId: string, challenge: string): void {
    this.challenges.set(userId, { challenge, until: Date.now() + CHALLENGE_LIFETIME_MS });
  }

  private take(userId: string): string | null {
    const entry = this.challenges.get(userId);
    this.challenges.delete(userId);
    return entry && entry.until > Date.now() ? entry.challenge : null;
  }
}

function transportsOf(row: SecurityKeyRow): { transports?: AuthenticatorTransport[] } {
  const transports = row.transports ? (JSON.parse(row.transports) as AuthenticatorTransport[]) : [];
  return transports.length > 0 ? { transports } : {};
}
