import { clipErrors } from '../../../clips/clip-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Renames a clip, rewrites its description, or makes it public or private. */
export default defineEndpoint({
  name: 'clips/update',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      clipId: id,
      name: { type: 'string', minLength: 1, maxLength: 100 },
      isPublic: { type: 'boolean' },
      description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
    },
    required: ['clipId'],
  },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const user = signedIn(ctx);
    const clip = clips.owned(user.id, params.clipId);
    if (!clip) throw clipErrors.noSuchClipToUpdate();
    const updated = clips.update(clip, {
      ...(params.name !== undefined ? { name: params.name } : {}),
      ...(params.isPublic !== undefined ? { isPublic: params.isPublic } : {}),
      ...(params.description !== undefined ? { description: params.description } : {}),
    });
    return clips.pack(updated, user.id);
  },
});
