import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Takes a note out of one of the caller's clips. */
export default defineEndpoint({
  name: 'clips/remove-note',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { clipId: id, noteId: id }, required: ['clipId', 'noteId'] },
  handle(params, ctx) {
    ctx.services.clips.removeNote(signedIn(ctx).id, params.clipId, params.noteId);
    return undefined;
  },
});
