import { noteErrors } from '../../../notes/note-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'notes/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { pack, notes } = ctx.services;
    const note = notes.find(params.noteId);
    if (!note) throw noteErrors.noSuchNote();
    return pack.note(note, ctx.user?.id ?? null);
  },
});
