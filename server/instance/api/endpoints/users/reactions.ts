import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

const errors = {
  reactionsNotPublic: clientError(
    'REACTIONS_NOT_PUBLIC',
    '673a7dd2-6924-1093-e0c0-e68456ceae5c',
    'Reactions of the user is not public.',
  ),
};

/**
 * A user's reactions with their notes, newest first. Only the user sees them unless their
 * profile makes them public (publicReactions); moderators see them all. Someone the user blocks
 * gets an empty list, as in Misskey.
 */
export default defineEndpoint({
  name: 'users/reactions',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id, ...pagingProperties }, required: ['userId'] },
  handle(params, ctx) {
    const { users, roles, reactions, mutesAndBlocks, pack, accounts } = ctx.services;
    const me = ctx.user;
    const user = users.byId(params.userId);
    if (!me || !roles.isModerator(me)) {
      // Misskey fails on an unknown user here; with nothing to show, an empty list is answered.
      if (!user) return [];
      const isSelf = me?.id === user.id;
      if (!isSelf && accounts.profileOf(user).publicReactions === false) throw errors.reactionsNotPublic();
      if (me && mutesAndBlocks.isBlocking(user.id, me.id)) return [];
    }
    if (!user) return [];
    const rows = reactions.byUser(user.id, me?.id ?? null, pageOf(params));
    const noteRows = rows.flatMap((r) => ctx.services.notes.find(r.note_id) ?? []);
    const notes = new Map(pack.notes(noteRows, me?.id ?? null).map((n) => [n.id, n]));
    return rows.flatMap((r) => {
      const note = notes.get(r.note_id);
      if (!note) return [];
      return [
        {
          id: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          user: pack.userLite(user),
          type: r.reaction,
          note,
        },
      ];
    });
  },
});
