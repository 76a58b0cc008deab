import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { apiErrors } from '../errors';
import { genAid, genToken } from '../ids';
import { hashPassword } from '../passwords';
import { ONLINE_MS } from './pack-user';
import type { UserRow } from './user-row';

/** Misskey's username rule: 1 to 20 letters, digits or underscores. */
export const USERNAME_PATTERN = /^\w{1,20}$/;

/** How precisely an app token's last use is kept. */
const TOKEN_USE_RESOLUTION_MS = 60_000;

/** Refuses a username outside Misskey's rule, as an invalid parameter. */
export function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username))
    throw apiErrors.invalidParam({ param: 'username', reason: 'must match ^\\w{1,20}$' });
}

/** What a registered app's clients send instead of its token (Misskey's legacy app flow). */
export const appTokenHash = (token: string, appSecret: string): string =>
  createHash('sha256')
    .update(token + appSecret)
    .digest('hex');

/** Reads and writes users and their tokens. */
export class Users {
  constructor(private readonly db: Db) {}

  /** How many local people were active in the last ten minutes. */
  onlineCount(now = Date.now()): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM users WHERE last_active_at > ?').get(now - ONLINE_MS) as { n: number }
    ).n;
  }

  /** The first account made (the instance's first administrator), if any. */
  firstId(): string | null {
    const row = this.db.prepare('SELECT id FROM users ORDER BY created_at ASC, id ASC LIMIT 1').get() as
      | { id: string }
      | undefined;
    return row?.id ?? null;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  byId(id: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  byIds(ids: readonly string[]): UserRow[] {
    if (ids.length === 0) return [];
    return this.db
      .prepare(`SELECT * FROM users WHERE id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids) as UserRow[];
  }

  /** The account with exactly this email address (Misskey compares it as written). */
  byEmail(email: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
  }

  byUsername(username: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE username_lower = ?').get(username.toLowerCase()) as
      | UserRow
      | undefined;
  }

  /**
   * A token's user and, for an app token, the permissions it holds (null for a native token).
   * One query: every API call and stream asks this.
   */
  caller(token: string): { user: UserRow; app: { permission: string[] } | null } | undefined {
    // An app of the legacy flow (auth/session/*) sends the hash of its token and secret instead.
    const row = this.db
      .prepare(
        `SELECT users.*, tokens.id AS token_id, tokens.kind AS token_kind, tokens.permission AS token_permission,
           tokens.last_used_at AS token_used_at
         FROM tokens JOIN users ON users.id = tokens.user_id WHERE tokens.token = ? OR tokens.hash = ?`,
      )
      .get(token, token.toLowerCase()) as
      | (UserRow & { token_id: string; token_kind: string; token_permission: string; token_used_at: number | null })
      | undefined;
    if (!row) return undefined;
    const { token_id: tokenId, token_kind: kind, token_permission: permission, token_used_at: usedAt, ...user } = row;
    if (kind === 'native') return { user, app: null };
    // An app's last use, for Settings > Apps; written at most once a minute, not on every call.
    const now = Date.now();
    if (usedAt === null || now - usedAt > TOKEN_USE_RESOLUTION_MS) {
      this.db.prepare('UPDATE tokens SET last_used_at = ? WHERE id = ?').run(now, tokenId);
    }
    return { user, app: { permission: JSON.parse(permission) as string[] } };
  }

  /** The user's app tokens (MiAuth), as i/apps lists them. */
  appTokens(userId: string, sort: '+createdAt' | '-createdAt' | '+lastUsedAt' | '-lastUsedAt' | undefined) {
    // Misskey's '+' is newest first.
    const order = {
      '+createdAt': 'created_at DESC',
      '-createdAt': 'created_at ASC',
      '+lastUsedAt': 'last_used_at DESC',
      '-lastUsedAt': 'last_used_at ASC',
    }[sort ?? '-createdAt'];
    const rows = this.db
      .prepare(`SELECT * FROM tokens WHERE user_id = ? AND kind = 'app' ORDER BY ${order}, id`)
      .all(userId) as {
      id: string;
      name: string | null;
      created_at: number;
      last_used_at: number | null;
      permission: string;
    }[];
    return rows.map((r) => ({
      id: r.id,
      ...(r.name !== null ? { name: r.name } : {}),
      createdAt: new Date(r.created_at).toISOString(),
      ...(r.last_used_at !== null ? { lastUsedAt: new Date(r.last_used_at).toISOString() } : {}),
      permission: JSON.parse(r.permission) as string[],
    }));
  }

  /** Replaces the user's password. */
  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    this.db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, Date.now(), userId);
  }

  /**
   * Creates a local user with a password and a native token. The name check and the insert happen
   * in one transaction after the (slow, async) hashing, so of parallel sign-ups with one name
   * exactly one wins and the others get DUPLICATED_USERNAME. `onlyIfFirst` makes the account only
   * on an empty instance, atomically too (the first account becomes the administrator).
   */
  async create(
    username: string,
    password: string,
    flags: { isAdmin?: boolean; onlyIfFirst?: boolean } = {},
  ): Promise<{ user: UserRow; token: string }> {
    this.checkNewAccount(username, password);
    return this.createWithHash(username, await hashPassword(password), flags);
  }

  /** Refuses, before the slow hashing, a malformed username, an empty password or a taken name. */
  checkNewAccount(username: string, password: string): void {
    checkUsername(username);
    if (password.length < 1) throw apiErrors.invalidParam({ param: 'password', reason: 'must not be empty' });
    if (this.byUsername(username)) throw apiErrors.duplicatedUsername();
  }

  /** Creates a local user whose password was hashed already (a sign-up held until its email was confirmed). */
  createWithHash(
    username: string,
    passwordHash: string,
    flags: { isAdmin?: boolean; onlyIfFirst?: boolean } = {},
  ): { user: UserRow; token: string } {
    checkUsername(username);
    const id = genAid();
    const token = genToken();
    const now = Date.now();
    this.db.transaction(() => {
      if (flags.onlyIfFirst && this.count() > 0)
        throw apiErrors.accessDenied({ reason: 'The instance is already set up.' });
      if (this.byUsername(username)) throw apiErrors.duplicatedUsername();
      this.db
        .prepare(
          'INSERT INTO users (id, username, username_lower, created_at, password_hash, is_admin) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(id, username, username.toLowerCase(), now, passwordHash, flags.isAdmin ? 1 : 0);
      this.db
        .prepare("INSERT INTO tokens (token, user_id, created_at, kind) VALUES (?, ?, ?, 'native')")
        .run(token, id, now);
    })();
    return { user: this.byId(id) as UserRow, token };
  }

  /** The user's native token (the one sign-in gives out). */
  nativeToken(userId: string): string {
    const row = this.db.prepare("SELECT token FROM tokens WHERE user_id = ? AND kind = 'native'").get(userId) as
      | { token: string }
      | undefined;
    if (row) return row.token;
    const token = genToken();
    const now = Date.now();
    this.db
      .prepare("INSERT INTO tokens (id, token, user_id, created_at, kind) VALUES (?, ?, ?, ?, 'native')")
      .run(genAid(now), token, userId, now);
    return token;
  }

  /** Replaces the user's own (native) token with a new one; gives the old one, or null when there was none. */
  regenerateNativeToken(userId: string): string | null {
    const old = this.db.prepare("SELECT token FROM tokens WHERE user_id = ? AND kind = 'native'").get(userId) as
      | { token: string }
      | undefined;
    this.db.prepare("DELETE FROM tokens WHERE user_id = ? AND kind = 'native'").run(userId);
    this.nativeToken(userId);
    return old?.token ?? null;
  }

  /**
   * Issues an app token with the given name and permissions: for a MiAuth session, or for a
   * registered app (whose clients send the token's hash with their secret, see `caller`).
   */
  issueAppToken(
    userId: string,
    name: string | null,
    permission: readonly string[],
    from: { session: string } | { appId: string; appSecret: string } | null = null,
    tokenLength = 32,
  ): string {
    const token = genToken(tokenLength);
    const now = Date.now();
    const session = from && 'session' in from ? from.session : null;
    const app = from && 'appId' in from ? from : null;
    this.db
      .prepare(
        `INSERT INTO tokens (id, token, user_id, created_at, kind, name, permission, session, app_id, hash)
         VALUES (?, ?, ?, ?, 'app', ?, ?, ?, ?, ?)`,
      )
      .run(
        genAid(now),
        token,
        userId,
        now,
        name,
        JSON.stringify(permission),
        session,
        app?.appId ?? null,
        app ? appTokenHash(token, app.appSecret) : null,
      );
    return token;
  }

  /**
   * The token a MiAuth session was granted, handed over once (Misskey's miauth/{session}/check):
   * a second check, or a session nobody accepted, gets nothing.
   */
  takeSessionToken(session: string): { token: string; userId: string } | null {
    const row = this.db
      .prepare("SELECT token, user_id FROM tokens WHERE session = ? AND kind = 'app' AND fetched = 0")
      .get(session) as { token: string; user_id: string } | undefined;
    if (!row) return null;
    this.db.prepare('UPDATE tokens SET fetched = 1 WHERE token = ?').run(row.token);
    return { token: row.token, userId: row.user_id };
  }

  /**
   * Revokes one of the user's tokens, named by the token or by its id; gives the credentials it
   * answered to (the token, and its hash for a registered app), so their streams can close.
   */
  revokeToken(userId: string, which: { token: string } | { id: string }): string[] {
    const row = this.db
      .prepare(`SELECT token, hash FROM tokens WHERE user_id = ? AND ${'token' in which ? 'token' : 'id'} = ?`)
      .get(userId, 'token' in which ? which.token : which.id) as { token: string; hash: string | null } | undefined;
    if (!row) return [];
    this.db.prepare('DELETE FROM tokens WHERE token = ?').run(row.token);
    return row.hash ? [row.token, row.hash] : [row.token];
  }

  /** Takes away a user's avatar or banner (a moderator's action); the drive file stays. */
  unsetImage(userId: string, which: 'avatar' | 'banner'): void {
    const column = which === 'avatar' ? 'avatar_file_id' : 'banner_file_id';
    this.db.prepare(`UPDATE users SET ${column} = NULL, updated_at = ? WHERE id = ?`).run(Date.now(), userId);
  }

  touch(userId: string): void {
    this.db.prepare('UPDATE users SET last_active_at = ? WHERE id = ?').run(Date.now(), userId);
  }

  /** Counts today among the days the user signed in, once a day, as Misskey counts loggedInDays. */
  countLoginDay(userId: string, now = new Date()): void {
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    this.db
      .prepare(
        `UPDATE users SET logged_in_days = logged_in_days + 1, last_logged_in_day = ?
         WHERE id = ? AND (last_logged_in_day IS NULL OR last_logged_in_day != ?)`,
      )
      .run(today, userId, today);
  }
}
