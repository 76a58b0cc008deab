import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { id, text } from '../schema';

/** What a Play is written with, as flash/create and flash/update take it. */
export const flashFieldProperties = {
  title: text(256),
  summary: text(1024),
  script: text(65_536),
  permissions: { type: 'array', maxItems: 64, items: text(64) },
  visibility: { type: 'string', enum: ['public', 'private'] },
} as const;

/** flash/like or flash/unlike: the same call on someone else's Play under two names. */
export function flashLikeEndpoint(name: 'flash/like' | 'flash/unlike') {
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:flash-likes',
    limit: null,
    params: { type: 'object', properties: { flashId: id }, required: ['flashId'] },
    handle(params, ctx) {
      const { flashes } = ctx.services;
      const userId = signedIn(ctx).id;
      if (name === 'flash/like') flashes.like(userId, params.flashId);
      else flashes.unlike(userId, params.flashId);
      return undefined;
    },
  });
}
