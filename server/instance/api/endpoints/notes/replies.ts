import { defineEndpoint } from '../../endpoint';
import { noteRelativesParams, pageOfRelatives } from '../../families/note-relatives';

/** A note's direct replies (not its quotes), as the viewer may see them, muted and blocked people left out. */
export default defineEndpoint({
  name: 'notes/replies',
  requireCredential: false,
  kind: null,
  limit: null,
  params: noteRelativesParams,
  handle: (params, ctx) => pageOfRelatives(ctx, params, ['n.reply_id = ?'], [params.noteId], true),
});
