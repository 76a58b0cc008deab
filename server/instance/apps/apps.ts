import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { genAid, genToken } from '../ids';
import type { Users } from '../users/users';

/** An apps row as stored. */
export interface AppRow {
  id: string;
  user_id: string | null;
  created_at: number;
  name: string;
  description: string;
  permission: string;
  callback_url: string | null;
  secret: string;
}

/** An auth_sessions row: one person's pending (user_id null) or accepted authorization of an app. */
export interface AuthSessionRow {
  id: string;
  token: string;
  app_id: string;
  user_id: string | null;
  created_at: number;
}

/** How the App entity is packed: with the secret for its creator, with isAuthorized for a viewer. */
export interface PackAppOptions {
  includeSecret?: boolean;
  viewerId?: string | null;
}

/**
 * Misskey's older permission names (`account-read`, `account/write`) as today's (`read:account`),
 * which app/create still accepts for old clients.
 */
export function modernPermissionName(name: string): string {
  const old = /^(.+)[/-](read|write)$/.exec(name);
  return old ? `${old[2]}:${old[1]}` : name;
}

/**
 * Registered apps and the legacy authorization flow (auth/session/*): an app registers and gets a
 * secret, opens a session, sends the person to /auth/{token} to accept, then exchanges the session
 * for a token. One token per app and person; accepting again reuses it.
 */
export class Apps {
  constructor(
    private readonly db: Db,
    private readonly users: Users,
  ) {}

  create(
    creatorId: string | null,
    app: { name: string; description: string; permission: readonly string[]; callbackUrl: string | null },
  ): AppRow {
    const now = Date.now();
    const permission = [...new Set(app.permission.map(modernPermissionName))];
    const row: AppRow = {
      id: genAid(now),
      user_id: creatorId,
      created_at: now,
      name: app.name,
      description: app.description,
      permission: JSON.stringify(permission),
      callback_url: app.callbackUrl,
      secret: genToken(32),
    };
    this.db
      .prepare(
        `INSERT INTO apps (id, user_id, created_at, name, description, permission, callback_url, secret)
         VALUES (@id, @user_id, @created_at, @name, @description, @permission, @callback_url, @secret)`,
      )
      .run(row);
    return row;
  }

  byId(id: string): AppRow | undefined {
    return this.db.prepare('SELECT * FROM apps WHERE id = ?').get(id) as AppRow | undefined;
  }

  bySecret(secret: string): AppRow | undefined {
    return this.db.prepare('SELECT * FROM apps WHERE secret = ?').get(secret) as AppRow | undefined;
  }

  /** The App entity as Misskey answers it. */
  pack(row: AppRow, options: PackAppOptions = {}) {
    const viewerId = options.viewerId ?? null;
    return {
      id: row.id,
      name: row.name,
      callbackUrl: row.callback_url,
      permission: JSON.parse(row.permission) as string[],
      ...(options.includeSecret ? { secret: row.secret } : {}),
      ...(viewerId !== null ? { isAuthorized: this.tokenOf(row.id, viewerId) !== null } : {}),
    };
  }

  /** Opens a session for the person to accept at /auth/{token}. */
  openSession(app: AppRow): AuthSessionRow {
    const now = Date.now();
    const row: AuthSessionRow = {
      id: genAid(now),
      token: randomUUID(),
      app_id: app.id,
      user_id: null,
      created_at: now,
    };
    this.db
      .prepare(
        'INSERT INTO auth_sessions (id, token, app_id, user_id, created_at) VALUES (@id, @token, @app_id, @user_id, @created_at)',
      )
      .run(row);
    return row;
  }

  session(token: string): AuthSessionRow | undefined {
    return this.db.prepare('SELECT * FROM auth_sessions WHERE token = ?').get(token) as AuthSessionRow | undefined;
  }

  /** The person allows the app: it gets a token (the one it already has, if any). */
  accept(session: AuthSessionRow, userId: string): void {
    const app = this.byId(session.app_id);
    if (!app) return;
    if (this.tokenOf(app.id, userId) === null) {
      const permission = JSON.parse(app.permission) as string[];
      this.users.issueAppToken(userId, app.name, permission, { appId: app.id, appSecret: app.secret });
    }
    this.db.prepare('UPDATE auth_sessions SET user_id = ? WHERE id = ?').run(userId, session.id);
  }

  /** Hands an accepted session's token to its app, once: the session is gone afterwards. */
  takeSessionToken(session: AuthSessionRow & { user_id: string }): string | null {
    const token = this.tokenOf(session.app_id, session.user_id);
    this.db.prepare('DELETE FROM auth_sessions WHERE id = ?').run(session.id);
    return token;
  }

  /** The apps a person registered (my/apps), in the order Misskey's query gives them (by id). */
  createdBy(userId: string, page: { limit: number; offset: number }): AppRow[] {
    return this.db
      .prepare('SELECT * FROM apps WHERE user_id = ? ORDER BY id LIMIT ? OFFSET ?')
      .all(userId, page.limit, page.offset) as AppRow[];
  }

  /** The apps the person has given a token, newest token first or oldest, as i/authorized-apps pages them. */
  authorizedBy(userId: string, page: { limit: number; offset: number; sort: 'desc' | 'asc' }): AppRow[] {
    return this.db
      .prepare(
        `SELECT apps.* FROM tokens JOIN apps ON apps.id = tokens.app_id WHERE tokens.user_id = ?
         ORDER BY tokens.id ${page.sort === 'asc' ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
      )
      .all(userId, page.limit, page.offset) as AppRow[];
  }

  private tokenOf(appId: string, userId: string): string | null {
    const row = this.db.prepare('SELECT token FROM tokens WHERE app_id = ? AND user_id = ?').get(appId, userId) as
      | { token: string }
      | undefined;
    return row?.token ?? null;
  }
}
