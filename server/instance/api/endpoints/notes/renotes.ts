import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { noteRelativesParams, pageOfRelatives } from '../../families/note-relatives';

const noSuchNote = clientError('NO_SUCH_NOTE', '12908022-2e21-46cd-ba6a-3edaf6093f46', 'No such note.');

/** A note's renotes, as the viewer may see them, muted and blocked people left out, as in Misskey. */
export default defineEndpoint({
  name: 'notes/renotes',
  requireCredential: false,
  kind: null,
  limit: null,
  params: noteRelativesParams,
  handle(params, ctx) {
    if (!ctx.services.notes.find(params.noteId)) throw noSuchNote();
    return pageOfRelatives(ctx, params, ['n.renote_id = ?'], [params.noteId], true);
  },
});
