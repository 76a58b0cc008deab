import { openDatabase } from '../../server/instance/db/database';
import { genAid } from '../../server/instance/ids';

/**
 * Writes public notes straight into a local instance's database, as if the user had posted them
 * one a second up to now: the API would take minutes for 100,000. Their text comes from `textOf`.
 */
export function insertNotes(dataDir: string, userId: string, count: number, textOf: (i: number) => string): void {
  const db = openDatabase(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO notes (id, user_id, created_at, text, visibility, tags) VALUES (?, ?, ?, ?, 'public', '[]')`,
    );
    const newest = Date.now() - 1000;
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const createdAt = newest - (count - i) * 1000;
        insert.run(genAid(createdAt), userId, createdAt, textOf(i));
      }
      db.prepare('UPDATE users SET notes_count = notes_count + ? WHERE id = ?').run(count, userId);
    })();
  } finally {
    db.close();
  }
}
