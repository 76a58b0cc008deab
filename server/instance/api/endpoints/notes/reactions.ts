import { selectPage } from '../../../db/paging';
import { reactionErrors } from '../../../reactions/reaction-errors';
import type { UserRow } from '../../../users/user-row';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id, nullableText } from '../../schema';

export default defineEndpoint({
  name: 'notes/reactions',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { noteId: id, type: nullableText(256), ...pagingProperties },
    required: ['noteId'],
  },
  handle(params, ctx) {
    const { instance, users, pack, notes } = ctx.services;
    if (!notes.findVisible(params.noteId, ctx.user?.id ?? null)) throw reactionErrors.noSuchNote();
    const where = ['note_id = ?'];
    const values: unknown[] = [params.noteId];
    if (params.type) {
      // This server's custom emoji may be named with or without '@.', as Misskey takes them.
      where.push('reaction = ?');
      values.push(params.type.replace(/^:([^:@]+):$/, ':$1@.:'));
    }
    const rows = selectPage<{ id: string; user_id: string; reaction: string; created_at: number }>(
      instance.db,
      { select: 'SELECT * FROM reactions', where, values, idColumn: 'id', dateColumn: 'created_at' },
      pageOf(params),
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      user: pack.userLite(users.byId(r.user_id) as UserRow),
      type: r.reaction,
    }));
  },
});
