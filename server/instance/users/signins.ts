import type { Db } from '../db/database';
import { genAid } from '../ids';

/** The request headers a sign-in keeps: what tells a person which device it was, nothing secret. */
const KEPT_HEADERS = ['user-agent', 'accept-language'] as const;

/** Records a sign-in attempt with its address and device, as Misskey's sign-in history shows them. */
export function recordSignin(
  db: Db,
  userId: string,
  request: { ip: string; headers: Readonly<Record<string, string>> },
  success: boolean,
): void {
  const now = Date.now();
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])),
  );
  db.prepare('INSERT INTO signins (id, user_id, created_at, ip, headers, success) VALUES (?, ?, ?, ?, ?, ?)').run(
    genAid(now),
    userId,
    now,
    request.ip,
    JSON.stringify(headers),
    success ? 1 : 0,
  );
}

/** A row of the signins table. */
export interface SigninRow {
  id: string;
  user_id: string;
  created_at: number;
  ip: string;
  headers: string;
  success: number;
}

/** A signins row as Misskey packs it (i/signin-history). */
export function packSignin(row: SigninRow) {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    ip: row.ip,
    // misskey-js types the headers as an empty record; they are the kept request headers.
    headers: JSON.parse(row.headers) as Record<string, never>,
    success: row.success === 1,
  };
}

/**
 * A sign-in as admin/show-user sends it: Misskey answers there with its stored rows as they are,
 * unpacked, so they carry the account's id and no `createdAt` (the time is in the id).
 */
export interface StoredSignin {
  id: string;
  userId: string;
  ip: string;
  headers: Record<string, string>;
  success: boolean;
}

/** A signins row as admin/show-user sends it (see `StoredSignin`). */
export function storedSignin(row: SigninRow): StoredSignin {
  return {
    id: row.id,
    userId: row.user_id,
    ip: row.ip,
    headers: JSON.parse(row.headers) as Record<string, string>,
    success: row.success === 1,
  };
}
