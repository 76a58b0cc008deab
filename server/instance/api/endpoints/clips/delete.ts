import { clipErrors } from '../../../clips/clip-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Deletes one of the caller's clips (the notes stay). */
export default defineEndpoint({
  name: 'clips/delete',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const clip = clips.owned(signedIn(ctx).id, params.clipId);
    if (!clip) throw clipErrors.noSuchClipToDelete();
    clips.delete(clip);
    return undefined;
  },
});
