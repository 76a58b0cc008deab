import type { entities } from 'misskey-js';
import type { Db } from '../db/database';
import { type Page, selectPage } from '../db/paging';
import { genAid, genCode } from '../ids';
import type { Instance } from '../instance';
import { packUserLite } from './pack-user';
import type { UserRow } from './user-row';

/** An invitation code as stored. */
export interface InviteRow {
  id: string;
  code: string;
  created_at: number;
  created_by_id: string | null;
  expires_at: number | null;
  used_by_id: string | null;
  used_at: number | null;
}

/** Misskey's code alphabet: digits and capitals without 0, 1, I and O, which read alike. */
const CODE_CHARS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Makes a code: eight random characters, then the minute of creation in base 36, as Misskey's are. */
export function createInvite(
  db: Db,
  createdById: string | null,
  expiresAt: number | null,
  now = Date.now(),
): InviteRow {
  const row: InviteRow = {
    id: genAid(now),
    code:
      genCode(8, CODE_CHARS) +
      Math.floor(now / 60_000)
        .toString(36)
        .toUpperCase(),
    created_at: now,
    created_by_id: createdById,
    expires_at: expiresAt,
    used_by_id: null,
    used_at: null,
  };
  db.prepare(
    `INSERT INTO invite_codes (id, code, created_at, created_by_id, expires_at, used_by_id, used_at)
     VALUES (@id, @code, @created_at, @created_by_id, @expires_at, @used_by_id, @used_at)`,
  ).run(row);
  return row;
}

/** How many codes someone made since a moment (the inviteLimit's window). */
export function invitesCreatedSince(db: Db, userId: string, since: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM invite_codes WHERE created_by_id = ? AND created_at > ?')
      .get(userId, since) as {
      n: number;
    }
  ).n;
}

export function inviteById(db: Db, id: string): InviteRow | undefined {
  return db.prepare('SELECT * FROM invite_codes WHERE id = ?').get(id) as InviteRow | undefined;
}

/** Someone's codes, newest first, a page at a time. */
export function invitesOf(db: Db, userId: string, page: Page): InviteRow[] {
  return selectPage<InviteRow>(
    db,
    {
      select: 'SELECT * FROM invite_codes',
      where: ['created_by_id = ?'],
      values: [userId],
      idColumn: 'id',
      dateColumn: 'created_at',
    },
    page,
  );
}

/** The moderators' view: every code, filtered by state and sorted as admin/invite/list asks. */
export function allInvites(
  db: Db,
  filter: { type: 'unused' | 'used' | 'expired' | 'all'; sort: '+createdAt' | '-createdAt' | '+usedAt' | '-usedAt' },
  limit: number,
  offset: number,
  now = Date.now(),
): InviteRow[] {
  const where = {
    unused: 'WHERE used_at IS NULL AND (expires_at IS NULL OR expires_at > @now)',
    used: 'WHERE used_at IS NOT NULL',
    expired: 'WHERE used_at IS NULL AND expires_at IS NOT NULL AND expires_at <= @now',
    all: '',
  }[filter.type];
  const order = {
    '+createdAt': 'created_at DESC',
    '-createdAt': 'created_at ASC',
    '+usedAt': 'used_at DESC NULLS LAST',
    '-usedAt': 'used_at ASC NULLS LAST',
  }[filter.sort];
  return db
    .prepare(`SELECT * FROM invite_codes ${where} ORDER BY ${order}, id DESC LIMIT @limit OFFSET @offset`)
    .all({ now, limit, offset }) as InviteRow[];
}

export function deleteInvite(db: Db, id: string): void {
  db.prepare('DELETE FROM invite_codes WHERE id = ?').run(id);
}

/** Whether a code lets someone sign up now: it exists, nobody used it and it has not expired. */
export function usableInvite(db: Db, code: string, now = Date.now()): InviteRow | undefined {
  const row = db.prepare('SELECT * FROM invite_codes WHERE code = ?').get(code) as InviteRow | undefined;
  if (!row || row.used_at !== null || (row.expires_at !== null && row.expires_at <= now)) return undefined;
  return row;
}

/**
 * Marks a code used, by the new account (or by nobody yet, for a sign-up waiting on its email
 * address). Only an unused code is marked, so of two sign-ups racing for one code one wins.
 */
export function takeInvite(db: Db, id: string, usedById: string | null, now = Date.now()): boolean {
  return (
    db
      .prepare('UPDATE invite_codes SET used_by_id = ?, used_at = ? WHERE id = ? AND used_at IS NULL')
      .run(usedById, now, id).changes === 1
  );
}

/** Records who used a code taken with `takeInvite(…, null)`, once the account exists. */
export function recordInviteUser(db: Db, id: string, userId: string): void {
  db.prepare('UPDATE invite_codes SET used_by_id = ? WHERE id = ?').run(userId, id);
}

/** Gives a taken code back (the sign-up it was taken for failed). */
export function releaseInvite(db: Db, id: string): void {
  db.prepare('UPDATE invite_codes SET used_by_id = NULL, used_at = NULL WHERE id = ?').run(id);
}

/** A code as Misskey answers it. */
export function packInvite(
  instance: Instance,
  byId: (id: string) => UserRow | undefined,
  row: InviteRow,
): entities.InviteCode {
  const user = (id: string | null) => {
    const found = id === null ? undefined : byId(id);
    return found ? packUserLite(instance, found) : null;
  };
  return {
    id: row.id,
    code: row.code,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: user(row.created_by_id),
    usedBy: user(row.used_by_id),
    usedAt: row.used_at === null ? null : new Date(row.used_at).toISOString(),
    used: row.used_at !== null,
  };
}
