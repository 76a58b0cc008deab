import type { Db } from '../db/database';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { genAid } from '../ids';

/**
 * People's likes of one kind of thing (Plays, gallery posts): a table of (id, target, user) rows
 * and a liked_count column on the things, kept in step.
 */
export class LikeTable {
  constructor(
    private readonly db: () => Db,
    private readonly names: { likes: string; target: string; things: string },
  ) {}

  isLiked(thingId: string, userId: string): boolean {
    const { likes, target } = this.names;
    return (
      this.db().prepare(`SELECT 1 FROM ${likes} WHERE ${target} = ? AND user_id = ?`).get(thingId, userId) !== undefined
    );
  }

  add(thingId: string, userId: string): void {
    const { likes, target, things } = this.names;
    this.db().prepare(`INSERT INTO ${likes} (id, ${target}, user_id) VALUES (?, ?, ?)`).run(genAid(), thingId, userId);
    this.db().prepare(`UPDATE ${things} SET liked_count = liked_count + 1 WHERE id = ?`).run(thingId);
  }

  remove(thingId: string, userId: string): void {
    const { likes, target, things } = this.names;
    this.db().prepare(`DELETE FROM ${likes} WHERE ${target} = ? AND user_id = ?`).run(thingId, userId);
    this.db().prepare(`UPDATE ${things} SET liked_count = MAX(liked_count - 1, 0) WHERE id = ?`).run(thingId);
  }

  /** A page of a user's likes, newest like first, with the liked things a condition lets through. */
  page<T>(userId: string, visible: string, values: readonly unknown[], page: Page): { id: string; thing: T }[] {
    const { likes, target, things } = this.names;
    const rows = selectPage<{ like_id: string } & T>(
      this.db(),
      {
        select: `SELECT l.id AS like_id, t.* FROM ${likes} l JOIN ${things} t ON t.id = l.${target}`,
        where: ['l.user_id = ?', visible],
        values: [userId, ...values],
        idColumn: 'l.id',
      },
      page,
    );
    return rows.map(({ like_id, ...thing }) => ({ id: like_id, thing: thing as T }));
  }
}
