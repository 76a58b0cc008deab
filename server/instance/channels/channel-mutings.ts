import type { Db } from '../db/database';
import { genAid } from '../ids';
import type { ChannelRow } from './channels';

/**
 * Channels a user muted (Misskey's channel_muting): their notes, and the renotes and replies of
 * them, leave the user's timelines; the channel's own timeline still shows them. A mute that has
 * expired counts as gone.
 */
export class ChannelMutings {
  constructor(private readonly db: Db) {}

  isMuting(userId: string, channelId: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM channel_mutings WHERE user_id = ? AND channel_id = ? AND (expires_at IS NULL OR expires_at > ?)',
        )
        .get(userId, channelId, now) !== undefined
    );
  }

  /** Mutes until `expiresAt` (null: until unmuted); an expired mute makes way for it. */
  mute(userId: string, channelId: string, expiresAt: number | null): void {
    const now = Date.now();
    this.db
      .prepare('DELETE FROM channel_mutings WHERE user_id = ? AND channel_id = ? AND expires_at <= ?')
      .run(userId, channelId, now);
    this.db
      .prepare(
        'INSERT OR IGNORE INTO channel_mutings (id, user_id, channel_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(genAid(now), userId, channelId, now, expiresAt);
  }

  unmute(userId: string, channelId: string): void {
    this.db.prepare('DELETE FROM channel_mutings WHERE user_id = ? AND channel_id = ?').run(userId, channelId);
  }

  /** The channels the user mutes now, latest mute first. */
  mutedBy(userId: string, now = Date.now()): ChannelRow[] {
    return this.db
      .prepare(
        `SELECT c.* FROM channel_mutings m JOIN channels c ON c.id = m.channel_id
         WHERE m.user_id = ? AND (m.expires_at IS NULL OR m.expires_at > ?) ORDER BY m.id DESC`,
      )
      .all(userId, now) as ChannelRow[];
  }
}

/**
 * The SQL condition (note alias n, replied note r) that leaves out, for a viewer, notes in the
 * channels they mute and renotes and replies of such notes, as Misskey's timelines do.
 */
export function outsideMutedChannelsSql(viewerId: string, now = Date.now()): { sql: string; params: unknown[] } {
  return {
    sql: `NOT EXISTS (SELECT 1 FROM channel_mutings cm WHERE cm.user_id = ?
      AND (cm.expires_at IS NULL OR cm.expires_at > ?)
      AND cm.channel_id IN (n.channel_id, r.channel_id, (SELECT rn.channel_id FROM notes rn WHERE rn.id = n.renote_id)))`,
    params: [viewerId, now],
  };
}
