import { noteErrors } from '../../../notes/note-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Whether the caller marked a note as a favourite and muted its thread. */
export default defineEndpoint({
  name: 'notes/state',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const user = signedIn(ctx);
    const note = ctx.services.notes.findVisible(params.noteId, user.id);
    if (!note) throw noteErrors.noSuchNote();
    return {
      isFavorited: ctx.services.favorites.has(user.id, note.id),
      isMutedThread: ctx.services.threadMutings.isMuted(user.id, note.id),
    };
  },
});
