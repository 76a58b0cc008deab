import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';
import { id } from '../schema';

/** clips/favorite or clips/unfavorite: the same call on a clip the caller can read, under two names. */
export function clipFavoriteEndpoint(name: 'clips/favorite' | 'clips/unfavorite') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:clip-favorite',
    limit: null,
    params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
    handle(params, ctx) {
      const { clips } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'clips/favorite') clips.favorite(userId, params.clipId);
      else clips.unfavorite(userId, params.clipId);
      return undefined;
    },
  });
}

/**
 * clips/add-note or clips/remove-note: the same call on one of the caller's clips and a note,
 * under two names; only adding has Misskey's rate limit.
 */
export function clipNoteEndpoint(name: 'clips/add-note' | 'clips/remove-note') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:account',
    limit: name === 'clips/add-note' ? { duration: HOUR, max: 20 } : null,
    params: { type: 'object', properties: { clipId: id, noteId: id }, required: ['clipId', 'noteId'] },
    handle(params, ctx) {
      const { clips } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'clips/add-note') clips.addNote(userId, params.clipId, params.noteId);
      else clips.removeNote(userId, params.clipId, params.noteId);
      return undefined;
    },
  });
}
