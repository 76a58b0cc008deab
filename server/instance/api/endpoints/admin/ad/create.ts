import { defineEndpoint } from '../../../endpoint';
import { adFields } from '../../../families/ads';

/** Puts up an ad: where it shows, how often, when, on which weekdays (moderators). */
export default defineEndpoint({
  name: 'admin/ad/create',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:ad',
  limit: null,
  params: {
    type: 'object',
    properties: adFields,
    required: ['url', 'memo', 'place', 'priority', 'ratio', 'expiresAt', 'startsAt', 'imageUrl', 'dayOfWeek'],
  },
  handle(params, ctx) {
    return ctx.services.pack.ad(ctx.services.ads.create({ ...params, isSensitive: params.isSensitive ?? false }));
  },
});
