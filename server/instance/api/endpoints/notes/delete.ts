import { noteErrors } from '../../../notes/note-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR, SECOND } from '../../rate-limit';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'notes/delete',
  requireCredential: true,
  kind: 'write:notes',
  limit: { duration: HOUR, max: 300, minInterval: SECOND },
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { notes } = ctx.services;
    const user = signedIn(ctx);
    const note = notes.find(params.noteId);
    if (!note) throw noteErrors.noSuchNote();
    if (note.user_id !== user.id && !user.is_admin && !user.is_moderator) throw noteErrors.accessDenied();
    notes.delete(note);
    return undefined;
  },
});
