import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The apps the caller registered (app/create), without their secrets, as Misskey lists them. */
export default defineEndpoint({
  name: 'my/apps',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', default: 0 },
    },
  },
  handle(params, ctx) {
    const { apps } = ctx.services;
    const me = signedIn(ctx);
    return apps
      .createdBy(me.id, { limit: params.limit ?? 10, offset: Math.max(0, params.offset ?? 0) })
      .map((app) => apps.pack(app, { viewerId: me.id }));
  },
});
