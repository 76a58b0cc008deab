import type { NoteRow } from '../../../notes/note-row';
import { defineEndpoint } from '../../endpoint';
import { id, nullableId } from '../../schema';

/** How far back featured notes are gathered from, and how many are ranked (Misskey's ranking). */
const WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const RANKED = 100;

/**
 * The notes most reacted to in the last three days, public and (unless a channel is asked for)
 * outside channels; the ranked ones newest first, paged with untilId, as Misskey serves them.
 */
export default defineEndpoint({
  name: 'notes/featured',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      untilId: id,
      channelId: { ...nullableId, default: null },
    },
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const ranked = instance.db
      .prepare(
        `SELECT n.*, (SELECT COALESCE(SUM(value), 0) FROM json_each(n.reactions)) AS score FROM notes n
         WHERE n.visibility = 'public' AND n.created_at > ? AND ${params.channelId ? 'n.channel_id = ?' : 'n.channel_id IS NULL'}
         AND score > 0 ORDER BY score DESC, n.id DESC LIMIT ?`,
      )
      .all(...[Date.now() - WINDOW_MS, ...(params.channelId ? [params.channelId] : []), RANKED]) as NoteRow[];
    const picked = ranked
      .sort((a, b) => (a.id > b.id ? -1 : 1))
      .filter((n) => !params.untilId || n.id < params.untilId)
      .slice(0, params.limit ?? 10);
    const viewerId = ctx.user?.id ?? null;
    return pack.notes(picked, viewerId);
  },
});
