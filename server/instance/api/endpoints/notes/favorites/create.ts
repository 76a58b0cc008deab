import { grantAchievement } from '../../../../achievements';
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
    const { favorites, instance, notifications } = ctx.services;
    const me = signedIn(ctx).id;
    const author = favorites.add(me, params.noteId);
    // Misskey unlocks this one on the server, for the author of a note someone else favourited.
    if (author !== me) grantAchievement(instance.db, notifications, author, 'myNoteFavorited1');
    return undefined;
  },
});
