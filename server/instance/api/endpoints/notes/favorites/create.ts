import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Marks a note as one of the caller's favourites. */
export default defineEndpoint({
  name: 'notes/favorites/create',
  requireCredential: true,
  kind: 'write:favorites',
  prohibitMoved: true,
  limit: null,
  params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
  handle(params, ctx) {
    const { accounts, favorites } = ctx.services;
    const me = signedIn(ctx).id;
    const author = favorites.add(me, params.noteId);
    // Misskey unlocks this one on the server, for the author of a note someone else favourited.
    if (author !== me) accounts.grantAchievement(author, 'myNoteFavorited1');
    return undefined;
  },
});
