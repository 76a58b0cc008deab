import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The registered apps the caller has given a token. */
export default defineEndpoint({
  name: 'i/authorized-apps',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, default: 0 },
      sort: { type: 'string', enum: ['desc', 'asc'], default: 'desc' },
    },
  },
  handle(params, ctx) {
    const { apps } = ctx.services;
    const user = signedIn(ctx);
    const page = { limit: params.limit ?? 10, offset: params.offset ?? 0, sort: params.sort ?? 'desc' };
    return apps.authorizedBy(user.id, page).map((app) => apps.pack(app, { viewerId: user.id }));
  },
});
