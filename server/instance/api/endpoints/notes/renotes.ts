import { defineEndpoint } from '../../endpoint';
import { noteRelativesParams, pageOfRelatives } from '../../families/note-relatives';

/** A note's renotes, as the viewer may see them. */
export default defineEndpoint({
  name: 'notes/renotes',
  requireCredential: false,
  kind: null,
  limit: null,
  params: noteRelativesParams,
  handle: (params, ctx) => pageOfRelatives(ctx, params, ['n.renote_id = ?'], [params.noteId], false),
});
