import type { Db } from '../db/database';
import { genAid } from '../ids';
import { PURE_RENOTE_SQL } from '../notes/note-row';

/**
 * Mutes and blocks between users. A mute hides the mutee from the muter (timelines and
 * notifications) without telling anyone; a block parts two users: their follows go, and the
 * blockee can no longer follow the blocker or react to their notes. Expired mutes count as gone.
 */
export class MutesAndBlocks {
  constructor(private readonly db: Db) {}

  /** The SQL condition that leaves out notes of users the viewer mutes. */
  readonly unmutedSql = unmutedSql;

  isMuting(muterId: string, muteeId: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM mutings WHERE muter_id = ? AND mutee_id = ? AND (expires_at IS NULL OR expires_at > ?)')
        .get(muterId, muteeId, now) !== undefined
    );
  }

  isBlocking(blockerId: string, blockeeId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM blockings WHERE blocker_id = ? AND blockee_id = ?').get(blockerId, blockeeId) !==
      undefined
    );
  }

  /** Mutes until `expiresAt` (null: until unmuted); false when already muting. */
  mute(muterId: string, muteeId: string, expiresAt: number | null): boolean {
    const now = Date.now();
    // An expired mute is as good as none: it makes way for the new one.
    this.db
      .prepare('DELETE FROM mutings WHERE muter_id = ? AND mutee_id = ? AND expires_at <= ?')
      .run(muterId, muteeId, now);
    const added = this.db
      .prepare('INSERT OR IGNORE INTO mutings (id, muter_id, mutee_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(genAid(now), muterId, muteeId, now, expiresAt);
    return added.changes > 0;
  }

  /** Ends a mute; false when there was none. */
  unmute(muterId: string, muteeId: string): boolean {
    return this.db.prepare('DELETE FROM mutings WHERE muter_id = ? AND mutee_id = ?').run(muterId, muteeId).changes > 0;
  }

  isRenoteMuting(muterId: string, muteeId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM renote_mutings WHERE muter_id = ? AND mutee_id = ?').get(muterId, muteeId) !==
      undefined
    );
  }

  /** Hides the mutee's renotes (not their own notes) from the muter; false when already so. */
  muteRenotes(muterId: string, muteeId: string): boolean {
    const now = Date.now();
    const added = this.db
      .prepare('INSERT OR IGNORE INTO renote_mutings (id, muter_id, mutee_id, created_at) VALUES (?, ?, ?, ?)')
      .run(genAid(now), muterId, muteeId, now);
    return added.changes > 0;
  }

  /** Shows the mutee's renotes again; false when they were not muted. */
  unmuteRenotes(muterId: string, muteeId: string): boolean {
    return (
      this.db.prepare('DELETE FROM renote_mutings WHERE muter_id = ? AND mutee_id = ?').run(muterId, muteeId).changes >
      0
    );
  }

  /** Blocks; false when already blocking. The follows between the two, and pending requests, go. */
  block(blockerId: string, blockeeId: string): boolean {
    const now = Date.now();
    const added = this.db
      .prepare('INSERT OR IGNORE INTO blockings (id, blocker_id, blockee_id, created_at) VALUES (?, ?, ?, ?)')
      .run(genAid(now), blockerId, blockeeId, now);
    return added.changes > 0;
  }

  /** Ends a block; false when there was none. */
  unblock(blockerId: string, blockeeId: string): boolean {
    return (
      this.db.prepare('DELETE FROM blockings WHERE blocker_id = ? AND blockee_id = ?').run(blockerId, blockeeId)
        .changes > 0
    );
  }
}

/**
 * The SQL condition (notes aliased n) that drops, for a viewer, notes by users they mute or
 * who block them or whom they block, renotes of muted users' notes, and the renotes of users
 * whose renotes they mute; with its parameters.
 */
export function unmutedSql(viewerId: string, now = Date.now()): { sql: string; params: unknown[] } {
  const muted = 'SELECT mutee_id FROM mutings WHERE muter_id = ? AND (expires_at IS NULL OR expires_at > ?)';
  return {
    sql: `(n.user_id NOT IN (${muted})
      AND n.user_id NOT IN (SELECT blockee_id FROM blockings WHERE blocker_id = ?)
      AND n.user_id NOT IN (SELECT blocker_id FROM blockings WHERE blockee_id = ?)
      AND (n.renote_id IS NULL OR (SELECT rn.user_id FROM notes rn WHERE rn.id = n.renote_id) NOT IN (${muted}))
      AND NOT (${PURE_RENOTE_SQL} AND n.user_id IN (SELECT mutee_id FROM renote_mutings WHERE muter_id = ?)))`,
    params: [viewerId, now, viewerId, viewerId, viewerId, now, viewerId],
  };
}
