import type { entities } from 'misskey-js';
import type { Db } from '../db/database';
import type { HASHTAG_ORDERS } from './order-names';

/** Every tag with how many people used it in notes and how many carry it in their profile. */
const COUNTS = `
  WITH mentioned AS (
    SELECT lower(t.value) AS tag, COUNT(DISTINCT n.user_id) AS c FROM notes n, json_each(n.tags) t GROUP BY 1
  ), attached AS (
    SELECT lower(t.value) AS tag, COUNT(*) AS c FROM users u, json_each(u.tags) t WHERE u.is_deleted = 0 GROUP BY 1
  ), tags AS (SELECT tag FROM mentioned UNION SELECT tag FROM attached)
  SELECT tags.tag AS tag, COALESCE(m.c, 0) AS mentioned, COALESCE(a.c, 0) AS attached
  FROM tags LEFT JOIN mentioned m ON m.tag = tags.tag LEFT JOIN attached a ON a.tag = tags.tag`;

function pack(row: { tag: string; mentioned: number; attached: number }): entities.Hashtag {
  return {
    tag: row.tag,
    mentionedUsersCount: row.mentioned,
    mentionedLocalUsersCount: row.mentioned,
    mentionedRemoteUsersCount: 0,
    attachedUsersCount: row.attached,
    attachedLocalUsersCount: row.attached,
    attachedRemoteUsersCount: 0,
  };
}

/** Hashtags by how many people use them (hashtags/list); every user here is local. */
export function listHashtags(
  db: Db,
  query: { sort: (typeof HASHTAG_ORDERS)[number]; limit: number; attachedOnly: boolean; remoteOnly: boolean },
): entities.Hashtag[] {
  if (query.remoteOnly) return [];
  const column = query.sort.includes('attached') ? 'attached' : 'mentioned';
  // Remote counts are all 0: those orders keep the tags' own order.
  const order = query.sort.includes('Remote')
    ? 'tag ASC'
    : `${column} ${query.sort.startsWith('+') ? 'DESC' : 'ASC'}, tag ASC`;
  const rows = db
    .prepare(`SELECT * FROM (${COUNTS}) ${query.attachedOnly ? 'WHERE attached > 0' : ''} ORDER BY ${order} LIMIT ?`)
    .all(query.limit) as { tag: string; mentioned: number; attached: number }[];
  return rows.map(pack);
}

/** One hashtag's counts, or undefined when nobody has used it. */
export function showHashtag(db: Db, tag: string): entities.Hashtag | undefined {
  const row = db.prepare(`SELECT * FROM (${COUNTS}) WHERE tag = ?`).get(tag.toLowerCase()) as
    | { tag: string; mentioned: number; attached: number }
    | undefined;
  return row ? pack(row) : undefined;
}

/**
 * The names of the hashtags starting with a text (without case), most used in notes first, as
 * Misskey's hashtags/search orders them.
 */
export function searchHashtags(db: Db, query: { prefix: string; limit: number; offset: number }): string[] {
  const pattern = `${query.prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = db
    .prepare(
      `SELECT tag FROM (${COUNTS}) WHERE tag LIKE ? ESCAPE '\\' ORDER BY mentioned DESC, tag ASC LIMIT ? OFFSET ?`,
    )
    .all(pattern, query.limit, query.offset) as { tag: string }[];
  return rows.map((r) => r.tag);
}
