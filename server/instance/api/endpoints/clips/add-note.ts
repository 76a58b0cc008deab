import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

/** Puts a note into one of the caller's clips. */
export default defineEndpoint({
  name: 'clips/add-note',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: { duration: HOUR, max: 20 },
  params: { type: 'object', properties: { clipId: id, noteId: id }, required: ['clipId', 'noteId'] },
  handle(params, ctx) {
    ctx.services.clips.addNote(signedIn(ctx).id, params.clipId, params.noteId);
    return undefined;
  },
});
