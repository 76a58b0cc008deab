import { reactionErrors } from '../../../../reactions/reaction-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { HOUR } from '../../../rate-limit';
import { id, text } from '../../../schema';

export default defineEndpoint({
  name: 'notes/reactions/create',
  requireCredential: true,
  kind: 'write:reactions',
  prohibitMoved: true,
  limit: { duration: HOUR, max: 60 },
  params: { type: 'object', properties: { noteId: id, reaction: text(256) }, required: ['noteId', 'reaction'] },
  handle(params, ctx) {
    const { reactions, notes } = ctx.services;
    const user = signedIn(ctx);
    const note = notes.findVisible(params.noteId, user.id);
    if (!note) throw reactionErrors.noSuchNote();
    if (ctx.services.mutesAndBlocks.isBlocking(note.user_id, user.id)) throw reactionErrors.blocked();
    reactions.react(
      user.id,
      note,
      params.reaction,
      ctx.services.roles.rolesOf(user).map((r) => r.id),
    );
    return undefined;
  },
});
