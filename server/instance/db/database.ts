import { join } from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

/** The local instance's database connection. */
export type Db = Database.Database;

/** Opens (creating if needed) the database in the data folder and applies pending migrations. */
export function openDatabase(dataDir: string): Db {
  const db = new Database(join(dataDir, 'tessera.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  reuseStatements(db);
  return db;
}

/** More distinct statements than the instance's queries make; paged queries vary a little. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Compiles each SQL text once and reuses the statement: compiling the same queries again on
 * every call took a tenth of the server's time under load. Statements are only run with
 * get/all/run here, never put in another mode (pluck, raw) or iterated, so sharing them is safe.
 */
function reuseStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Statement>();
  db.prepare = ((sql: string) => {
    const known = statements.get(sql);
    if (known) return known;
    const statement = compile(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    statements.set(sql, statement);
    return statement;
  }) as Db['prepare'];
}

/** Applies, in one transaction each, every migration newer than the database. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (const step of MIGRATIONS) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    })();
    applied += 1;
  }
  return applied;
}
