import { reactionErrors } from '../../../../reactions/reaction-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { HOUR, SECOND } from '../../../rate-limit';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'notes/reactions/delete',
  requireCredential: true,
  kind: 'write:reactions',
  limit: { duration: HOUR, max: 60, minInterval: 3 * SECOND },
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { reactions, notes } = ctx.services;
    const user = signedIn(ctx);
    const note = notes.findVisible(params.noteId, user.id);
    if (!note) throw reactionErrors.deleteNoSuchNote();
    reactions.unreact(user.id, note);
    return undefined;
  },
});
