import type { DriveFileRow } from '../drive/file-row';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { emojiErrors } from './emoji-errors';
import { type EmojiRow, emojiAliasesOf, packEmojiDetailed } from './pack-emoji';

/** What an emoji may be changed in. */
export interface EmojiChange {
  /** A new name (a rename); another emoji must not have it. */
  name?: string;
  fileId?: string;
  category?: string | null;
  aliases?: string[];
  license?: string | null;
  isSensitive?: boolean;
  localOnly?: boolean;
  roleIdsThatCanBeUsedThisEmojiAsReaction?: string[];
}

/**
 * The server's custom emoji as their managers change them: each change is told to every
 * connected client (emojiAdded, emojiUpdated, emojiDeleted), as Misskey broadcasts it.
 */
export class CustomEmojis {
  constructor(private readonly instance: Instance) {}

  /** The moderators' emoji grid: a page of emoji matching the query. */
  search(query: EmojiGridQuery, page: Parameters<typeof searchEmojis>[2]) {
    return searchEmojis(this.instance.db, query, page);
  }

  private get db() {
    return this.instance.db;
  }

  byId(id: string): EmojiRow | undefined {
    return this.db.prepare('SELECT * FROM emojis WHERE id = ?').get(id) as EmojiRow | undefined;
  }

  byName(name: string): EmojiRow | undefined {
    return this.db.prepare('SELECT * FROM emojis WHERE name = ?').get(name) as EmojiRow | undefined;
  }

  private fileUrl(fileId: string): string | null {
    const file = this.db.prepare('SELECT * FROM drive_files WHERE id = ?').get(fileId) as DriveFileRow | undefined;
    return file ? `/files/${file.webpublic_key ?? file.storage_key}` : null;
  }

  add(name: string, fileId: string, change: EmojiChange): EmojiRow {
    const url = this.fileUrl(fileId);
    if (!url) throw emojiErrors.add.noSuchFile();
    if (this.byName(name)) throw emojiErrors.add.duplicateName();
    const id = genAid();
    this.db
      .prepare(
        `INSERT INTO emojis (id, name, category, aliases, file_id, url, license, is_sensitive, local_only, role_ids, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        name,
        change.category ?? null,
        JSON.stringify(change.aliases ?? []),
        fileId,
        url,
        change.license ?? null,
        change.isSensitive ? 1 : 0,
        change.localOnly ? 1 : 0,
        JSON.stringify(change.roleIdsThatCanBeUsedThisEmojiAsReaction ?? []),
        Date.now(),
      );
    const row = this.byId(id) as EmojiRow;
    this.instance.events.emit('broadcast', 'emojiAdded', { emoji: packEmojiDetailed(this.instance, row) });
    return row;
  }

  update(row: EmojiRow, change: EmojiChange): void {
    const updated = this.write(row, change);
    this.instance.events.emit('broadcast', 'emojiUpdated', { emojis: [packEmojiDetailed(this.instance, updated)] });
  }

  /**
   * Changes several emoji at once (the bulk tools), each by a change made from its aliases as they
   * are, told to clients in one emojiUpdated as Misskey does; unknown ids are passed over.
   */
  updateMany(ids: readonly string[], changeOf: (current: { aliases: string[] }) => EmojiChange): void {
    const rows = [...new Set(ids)].flatMap((emojiId) => this.byId(emojiId) ?? []);
    if (rows.length === 0) return;
    const updated = rows.map((row) => this.write(row, changeOf({ aliases: emojiAliasesOf(row) })));
    this.instance.events.emit('broadcast', 'emojiUpdated', {
      emojis: updated.map((row) => packEmojiDetailed(this.instance, row)),
    });
  }

  private write(row: EmojiRow, change: EmojiChange): EmojiRow {
    const name = change.name ?? row.name;
    if (name !== row.name && this.byName(name)) throw emojiErrors.update.sameNameEmojiExists();
    let url = row.url;
    if (change.fileId) {
      const found = this.fileUrl(change.fileId);
      if (!found) throw emojiErrors.update.noSuchFile();
      url = found;
    }
    const keep = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    this.db
      .prepare(
        `UPDATE emojis SET name = ?, category = ?, aliases = ?, file_id = ?, url = ?, license = ?, is_sensitive = ?, local_only = ?,
          role_ids = ?, updated_at = ? WHERE id = ?`,
      )
      .run(
        name,
        keep(change.category, row.category),
        change.aliases ? JSON.stringify(change.aliases) : row.aliases,
        change.fileId ?? (row as EmojiRow & { file_id: string | null }).file_id,
        url,
        keep(change.license, row.license),
        change.isSensitive === undefined ? row.is_sensitive : change.isSensitive ? 1 : 0,
        change.localOnly === undefined ? row.local_only : change.localOnly ? 1 : 0,
        change.roleIdsThatCanBeUsedThisEmojiAsReaction
          ? JSON.stringify(change.roleIdsThatCanBeUsedThisEmojiAsReaction)
          : row.role_ids,
        Date.now(),
        row.id,
      );
    return this.byId(row.id) as EmojiRow;
  }

  delete(rows: readonly EmojiRow[]): void {
    if (rows.length === 0) return;
    for (const row of rows) this.db.prepare('DELETE FROM emojis WHERE id = ?').run(row.id);
    this.instance.events.emit('broadcast', 'emojiDeleted', {
      emojis: rows.map((row) => packEmojiDetailed(this.instance, row)),
    });
  }

  /** Emoji by name (or alias) containing the query, newest first, a page at a time by id. */
  list(query: string | null, limit: number, untilId: string | undefined): EmojiRow[] {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query) {
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push("(name LIKE ? ESCAPE '\\' OR aliases LIKE ? ESCAPE '\\')");
      values.push(pattern, pattern);
    }
    if (untilId) {
      where.push('id < ?');
      values.push(untilId);
    }
    return this.db
      .prepare(`SELECT * FROM emojis ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`)
      .all(...values, limit) as EmojiRow[];
  }
}

/** What the emoji grid (v2/admin/emoji/list) filters by: text fields by containing, flags exactly. */
export interface EmojiGridQuery {
  name?: string;
  host?: string;
  uri?: string;
  publicUrl?: string;
  originalUrl?: string;
  type?: string;
  aliases?: string;
  category?: string;
  license?: string;
  isSensitive?: boolean;
  localOnly?: boolean;
  hostType?: 'local' | 'remote' | 'all';
  roleIds?: readonly string[];
  updatedAtFrom?: string;
  updatedAtTo?: string;
}

/** An emoji row with its image's type, as the grid lists them. */
export type EmojiGridRow = EmojiRow & { file_type: string | null; updated_at: number | null };

/** The sort keys of the grid, by the column each orders. */
const EMOJI_SORT_COLUMNS: Readonly<Record<string, string>> = {
  id: 'e.id',
  updatedAt: 'e.updated_at',
  name: 'e.name',
  host: "''",
  uri: "''",
  publicUrl: 'e.url',
  type: 'f.type',
  aliases: 'e.aliases',
  category: 'e.category',
  license: 'e.license',
  isSensitive: 'e.is_sensitive',
  localOnly: 'e.local_only',
  roleIdsThatCanBeUsedThisEmojiAsReaction: 'e.role_ids',
};

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the emoji grid: the emoji matching the query in the order of the sort keys
 * ('+name', '-updatedAt'), and how many match in all. Every emoji here is local: a query for a
 * host, a URI or remote emoji finds none, as on a server that federates none.
 */
export function searchEmojis(
  db: Instance['db'],
  query: EmojiGridQuery,
  page: { limit: number; page: number; sortKeys: readonly string[]; sinceId?: string; untilId?: string },
): { rows: EmojiGridRow[]; allCount: number } {
  const where: string[] = [];
  const values: unknown[] = [];
  const contains = (column: string, text: string | undefined) => {
    if (!text) return;
    where.push(`${column} LIKE ? ESCAPE '\\'`);
    values.push(likeEscaped(text));
  };
  if (query.host || query.uri || query.hostType === 'remote') return { rows: [], allCount: 0 };
  contains('e.name', query.name);
  contains('e.url', query.publicUrl);
  contains('e.url', query.originalUrl);
  contains('f.type', query.type);
  contains('e.aliases', query.aliases);
  contains('e.category', query.category);
  contains('e.license', query.license);
  for (const [flag, column] of [
    [query.isSensitive, 'e.is_sensitive'],
    [query.localOnly, 'e.local_only'],
  ] as const) {
    if (flag === undefined) continue;
    where.push(`${column} = ?`);
    values.push(flag ? 1 : 0);
  }
  if (query.roleIds?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM json_each(e.role_ids) r WHERE r.value IN (${query.roleIds.map(() => '?').join(', ')}))`,
    );
    values.push(...query.roleIds);
  }
  for (const [bound, op] of [
    [query.updatedAtFrom, '>='],
    [query.updatedAtTo, '<='],
  ] as const) {
    const time = bound ? Date.parse(bound) : Number.NaN;
    if (Number.isNaN(time)) continue;
    where.push(`e.updated_at ${op} ?`);
    values.push(time);
  }
  if (page.sinceId) {
    where.push('e.id > ?');
    values.push(page.sinceId);
  }
  if (page.untilId) {
    where.push('e.id < ?');
    values.push(page.untilId);
  }
  const from = `FROM emojis e LEFT JOIN drive_files f ON f.id = e.file_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const order = [...page.sortKeys, '-id']
    .map((key) => ({ column: EMOJI_SORT_COLUMNS[key.slice(1)], descending: key.startsWith('-') }))
    .filter((o) => o.column)
    .map((o) => `${o.column} ${o.descending ? 'DESC' : 'ASC'}`)
    .join(', ');
  const { count } = db.prepare(`SELECT COUNT(*) AS count ${from}`).get(...values) as { count: number };
  const rows = db
    .prepare(`SELECT e.*, f.type AS file_type ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...values, page.limit, (Math.max(1, page.page) - 1) * page.limit) as EmojiGridRow[];
  return { rows, allCount: count };
}
