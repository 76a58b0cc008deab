import { clipErrors } from '../../../clips/clip-errors';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** A clip: any public one, or the caller's own. */
export default defineEndpoint({
  name: 'clips/show',
  requireCredential: false,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { clipId: id }, required: ['clipId'] },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const clip = clips.readable(viewerId, params.clipId);
    if (!clip) throw clipErrors.noSuchClipToShow();
    return clips.pack(clip, viewerId);
  },
});
