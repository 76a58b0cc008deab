import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Marks a note as one of the caller's favourites. */
export default defineEndpoint({
  name: 'notes/favorites/create',
  requireCredential: true,
  kind: 'write:favorites',
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    ctx.services.favorites.add(signedIn(ctx).id, params.noteId);
    return undefined;
  },
});
