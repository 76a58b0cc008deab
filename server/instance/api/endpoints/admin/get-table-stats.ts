import { defineEndpoint } from '../../endpoint';
import { objectSizes } from '../../families/database-sizes';

/** Each table of the database with its rows and bytes (SQLite's dbstat), largest first. */
export default defineEndpoint({
  name: 'admin/get-table-stats',
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:table-stats',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { db } = ctx.services.instance;
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    const sizes = objectSizes(db);
    const stats = tables.map(({ name }) => {
      const count = (db.prepare(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
      return [name, { count, size: sizes.get(name) ?? 0 }] as const;
    });
    stats.sort((a, b) => b[1].size - a[1].size);
    return Object.fromEntries(stats);
  },
});
