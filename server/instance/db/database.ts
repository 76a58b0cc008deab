import { join } from 'node:path';
import Database from 'better-sqlite3';
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
  return db;
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
