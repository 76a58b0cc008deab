import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', '5ff67ada-ed3b-2e71-8e87-a1a421e177d2', 'No such note.');

/** Mutes the note's thread for the caller: its replies and mentions notify them no more. */
export default defineEndpoint({
  name: 'notes/thread-muting/create',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const note = ctx.services.notes.findVisible(params.noteId, me.id);
    if (!note) throw noSuchNote();
    ctx.services.threadMutings.mute(me.id, note.id);
    return undefined;
  },
});
