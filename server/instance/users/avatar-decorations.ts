import type { Db } from '../db/database';
import { genAid } from '../ids';

/** An avatar_decorations row as stored. */
export interface AvatarDecorationRow {
  id: string;
  created_at: number;
  updated_at: number | null;
  name: string;
  description: string;
  url: string;
  role_ids: string;
}

/** A decoration as a person wears it: which one, turned, mirrored and moved (fractions of the avatar). */
export interface WornDecoration {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

/** The decoration fields an administrator sets. */
export interface DecorationFields {
  name: string;
  description: string;
  url: string;
  roleIdsThatCanBeUsedThisDecoration: string[];
}

/** A decoration as the admin endpoints answer it. */
export function packDecoration(row: AvatarDecorationRow) {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    name: row.name,
    description: row.description,
    url: row.url,
    roleIdsThatCanBeUsedThisDecoration: JSON.parse(row.role_ids) as string[],
  };
}

/**
 * The decorations administrators offer for avatars (Misskey's avatar decorations), and what each
 * person wears. This instance has no roles yet, so every decoration is open to everyone, as
 * Misskey treats one whose roles do not exist.
 */
export class AvatarDecorations {
  constructor(private readonly db: Db) {}

  all(): AvatarDecorationRow[] {
    return this.db.prepare('SELECT * FROM avatar_decorations ORDER BY id DESC').all() as AvatarDecorationRow[];
  }

  byId(id: string): AvatarDecorationRow | undefined {
    return this.db.prepare('SELECT * FROM avatar_decorations WHERE id = ?').get(id) as AvatarDecorationRow | undefined;
  }

  create(fields: DecorationFields): AvatarDecorationRow {
    const now = Date.now();
    const id = genAid(now);
    this.db
      .prepare(
        'INSERT INTO avatar_decorations (id, created_at, name, description, url, role_ids) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        now,
        fields.name,
        fields.description,
        fields.url,
        JSON.stringify(fields.roleIdsThatCanBeUsedThisDecoration),
      );
    return this.byId(id) as AvatarDecorationRow;
  }

  update(id: string, fields: Partial<DecorationFields>): void {
    const row = this.byId(id);
    if (!row) return;
    this.db
      .prepare(
        'UPDATE avatar_decorations SET name = ?, description = ?, url = ?, role_ids = ?, updated_at = ? WHERE id = ?',
      )
      .run(
        fields.name ?? row.name,
        fields.description ?? row.description,
        fields.url ?? row.url,
        fields.roleIdsThatCanBeUsedThisDecoration
          ? JSON.stringify(fields.roleIdsThatCanBeUsedThisDecoration)
          : row.role_ids,
        Date.now(),
        id,
      );
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM avatar_decorations WHERE id = ?').run(id);
  }
}

/** What a user wears, with each decoration's current image; a deleted decoration drops out. */
export function wornDecorations(db: Db, row: { avatar_decorations: string }): (WornDecoration & { url: string })[] {
  const worn = JSON.parse(row.avatar_decorations) as WornDecoration[];
  if (worn.length === 0) return [];
  return worn.flatMap((d) => {
    const decoration = db.prepare('SELECT url FROM avatar_decorations WHERE id = ?').get(d.id) as
      | { url: string }
      | undefined;
    return decoration ? [{ ...d, url: decoration.url }] : [];
  });
}
