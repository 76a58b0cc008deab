import { defineEndpoint } from '../../endpoint';
import { noteRelativesParams, pageOfRelatives } from '../../families/note-relatives';

/** A note's replies and quotes (renotes with content of their own), muted and blocked people left out, as in Misskey. */
export default defineEndpoint({
  name: 'notes/children',
  requireCredential: false,
  kind: null,
  limit: null,
  params: noteRelativesParams,
  handle: (params, ctx) =>
    pageOfRelatives(
      ctx,
      params,
      ["(n.reply_id = ? OR (n.renote_id = ? AND (n.text IS NOT NULL OR n.file_ids != '[]' OR n.has_poll = 1)))"],
      [params.noteId, params.noteId],
      true,
    ),
});
