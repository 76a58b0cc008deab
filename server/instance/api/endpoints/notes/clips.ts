import { clipErrors } from '../../../clips/clip-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** The public clips that hold a note. */
export default defineEndpoint({
  name: 'notes/clips',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { clips, notes } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const note = notes.findVisible(params.noteId, viewerId);
    if (!note) throw clipErrors.noSuchNoteForClips();
    return clips.containing(note.id).map((c) => clips.pack(c, viewerId));
  },
});
