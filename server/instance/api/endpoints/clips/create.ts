import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** A new clip, within the role's clipLimit. */
export default defineEndpoint({
  name: 'clips/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      isPublic: { type: 'boolean', default: false },
      description: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
    },
    required: ['name'],
  },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const user = signedIn(ctx);
    const clip = clips.create(user.id, {
      name: params.name,
      isPublic: params.isPublic ?? false,
      description: params.description ?? null,
    });
    return clips.pack(clip, user.id);
  },
});
