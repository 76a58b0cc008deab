import { selectPage } from '../../../db/paging';
import { clientError } from '../../../errors';
import type { UserRow } from '../../../users/user-row';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id, nullableText } from '../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', '263fff3d-d0e1-4af4-bea7-8408059b451a', 'No such note.');

/** Who reacted to a note and with what, newest first; `type` keeps one reaction. */
export default defineEndpoint({
  name: 'notes/reactions',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: {
    type: 'object',
    properties: { noteId: id, type: nullableText(256), ...pagingProperties },
    required: ['noteId'],
  },
  handle(params, ctx) {
    const { instance, users, pack, notes } = ctx.services;
    if (!notes.findVisible(params.noteId, ctx.user?.id ?? null)) throw noSuchNote();
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
