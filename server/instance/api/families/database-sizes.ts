import type { Db } from '../../db/database';

/**
 * The bytes each table and index of the database takes, by name, from SQLite's dbstat; empty for a
 * SQLite built without dbstat (callers then count sizes as unknown, 0).
 */
export function objectSizes(db: Db): Map<string, number> {
  const sizes = new Map<string, number>();
  try {
    const rows = db.prepare('SELECT name, SUM(pgsize) AS size FROM dbstat GROUP BY name').all() as {
      name: string;
      size: number;
    }[];
    for (const row of rows) sizes.set(row.name, row.size);
  } catch {
    // no dbstat in this build
  }
  return sizes;
}
