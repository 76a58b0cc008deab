import type { entities } from 'misskey-js';
import type { Db } from '../db/database';
import { type Page, selectPage } from '../db/paging';
import { genAid } from '../ids';

/** An ad as stored. */
export interface AdRow {
  id: string;
  starts_at: number;
  expires_at: number;
  place: string;
  priority: string;
  ratio: number;
  url: string;
  image_url: string;
  memo: string;
  day_of_week: number;
  is_sensitive: number;
}

/** The fields an administrator sets (admin/ad/create and update). */
export interface AdFields {
  url: string;
  imageUrl: string;
  memo: string;
  place: string;
  priority: string;
  ratio: number;
  startsAt: number;
  expiresAt: number;
  dayOfWeek: number;
  isSensitive: boolean;
}

const COLUMNS: Record<keyof AdFields, keyof AdRow> = {
  url: 'url',
  imageUrl: 'image_url',
  memo: 'memo',
  place: 'place',
  priority: 'priority',
  ratio: 'ratio',
  startsAt: 'starts_at',
  expiresAt: 'expires_at',
  dayOfWeek: 'day_of_week',
  isSensitive: 'is_sensitive',
};

/** The moderators' ads: made, changed, removed, listed, and those running now for the metadata. */
export class Ads {
  constructor(private readonly db: Db) {}

  create(fields: AdFields): AdRow {
    const id = genAid();
    this.db
      .prepare(
        `INSERT INTO ads (id, starts_at, expires_at, place, priority, ratio, url, image_url, memo, day_of_week, is_sensitive)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        fields.startsAt,
        fields.expiresAt,
        fields.place,
        fields.priority,
        fields.ratio,
        fields.url,
        fields.imageUrl,
        fields.memo,
        fields.dayOfWeek,
        fields.isSensitive ? 1 : 0,
      );
    return this.byId(id) as AdRow;
  }

  byId(id: string): AdRow | undefined {
    return this.db.prepare('SELECT * FROM ads WHERE id = ?').get(id) as AdRow | undefined;
  }

  update(id: string, change: Partial<AdFields>): void {
    const entries = Object.entries(change).filter(([, v]) => v !== undefined) as [keyof AdFields, unknown][];
    if (entries.length === 0) return;
    const sets = entries.map(([k]) => `${COLUMNS[k]} = ?`).join(', ');
    const values = entries.map(([k, v]) => (k === 'isSensitive' ? (v ? 1 : 0) : v));
    this.db.prepare(`UPDATE ads SET ${sets} WHERE id = ?`).run(...values, id);
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM ads WHERE id = ?').run(id);
  }

  /** Newest first; `publishing` true for running ads only, false for the others, null for all. */
  list(page: Page, publishing: boolean | null, now = Date.now()): AdRow[] {
    const running = 'starts_at <= ? AND expires_at > ?';
    const where = publishing === null ? [] : [publishing ? running : `NOT (${running})`];
    const values = publishing === null ? [] : [now, now];
    return selectPage<AdRow>(this.db, { select: 'SELECT * FROM ads', where, values, idColumn: 'id' }, page);
  }

  /** The ads running now, as the metadata lists them for clients to pick from. */
  running(now = Date.now()): entities.MetaLite['ads'] {
    const rows = this.db
      .prepare('SELECT * FROM ads WHERE starts_at <= ? AND expires_at > ? ORDER BY id DESC')
      .all(now, now) as AdRow[];
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      place: r.place,
      ratio: r.ratio,
      imageUrl: r.image_url,
      dayOfWeek: r.day_of_week,
      isSensitive: r.is_sensitive === 1,
    }));
  }
}

/** An ad as admin/ad/* answer it. */
export function packAd(row: AdRow): entities.Ad {
  return {
    id: row.id,
    expiresAt: new Date(row.expires_at).toISOString(),
    startsAt: new Date(row.starts_at).toISOString(),
    place: row.place,
    priority: row.priority,
    ratio: row.ratio,
    url: row.url,
    imageUrl: row.image_url,
    memo: row.memo,
    dayOfWeek: row.day_of_week,
    isSensitive: row.is_sensitive === 1,
  };
}
