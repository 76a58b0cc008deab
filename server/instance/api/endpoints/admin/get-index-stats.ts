import { defineEndpoint } from '../../endpoint';
import { objectSizes } from '../../families/database-sizes';

/**
 * The database's indexes (Misskey's admin/get-index-stats, which lists PostgreSQL's pg_indexes):
 * each index's table and name, as Misskey answers, with its definition (`indexdef`, as pg_indexes
 * has it; null for the indexes SQLite makes itself for a key) and its size in bytes from SQLite's
 * dbstat (0 where the build has no dbstat).
 */
export default defineEndpoint({
  name: 'admin/get-index-stats',
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:index-stats',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { db } = ctx.services.instance;
    const sizes = objectSizes(db);
    const indexes = db
      .prepare("SELECT tbl_name, name, sql FROM sqlite_master WHERE type = 'index' ORDER BY tbl_name, name")
      .all() as { tbl_name: string; name: string; sql: string | null }[];
    return indexes.map((index) => ({
      tablename: index.tbl_name,
      indexname: index.name,
      indexdef: index.sql,
      size: sizes.get(index.name) ?? 0,
    }));
  },
});
