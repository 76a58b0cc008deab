import { findNote } from '../../../notes/find-note';
import { noteErrors } from '../../../notes/note-errors';
import { packNote } from '../../../notes/pack-note';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

export default defineEndpoint({
  name: 'notes/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { instance } = ctx.services;
    const note = findNote(instance.db, params.noteId);
    if (!note) throw noteErrors.noSuchNote();
    return packNote(instance, note, ctx.user?.id ?? null);
  },
});
