import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', 'bddd57ac-ceb3-b29d-4334-86ea5fae481a', 'No such note.');

/** Unmutes the note's thread for the caller. */
export default defineEndpoint({
  name: 'notes/thread-muting/delete',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const note = ctx.services.notes.findVisible(params.noteId, me.id);
    if (!note) throw noSuchNote();
    ctx.services.threadMutings.unmute(me.id, note.id);
    return undefined;
  },
});
