import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Takes a note out of the caller's favourites. */
export default defineEndpoint({
  name: 'notes/favorites/delete',
  requireCredential: true,
  kind: 'write:favorites',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    ctx.services.favorites.remove(signedIn(ctx).id, params.noteId);
    return undefined;
  },
});
