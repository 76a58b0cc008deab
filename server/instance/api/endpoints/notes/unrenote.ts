import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR, SECOND } from '../../rate-limit';
import { id } from '../../schema';

const noSuchNote = clientError('NO_SUCH_NOTE', 'efd4a259-2442-496b-8dd7-b255aa1a160f', 'No such note.');

/** Deletes the caller's renotes (and quotes) of a note, as Misskey's notes/unrenote does. */
export default defineEndpoint({
  name: 'notes/unrenote',
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: HOUR, max: 300, minInterval: SECOND },
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { notes } = ctx.services;
    const me = signedIn(ctx);
    const note = notes.find(params.noteId);
    if (!note) throw noSuchNote();
    for (const renote of notes.renotesBy(me.id, note.id)) notes.delete(renote);
    return undefined;
  },
});
