import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

export default defineEndpoint({
  name: 'i/apps',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+lastUsedAt', '-lastUsedAt'] } },
  },
  handle: (params, ctx) => ctx.services.users.appTokens(signedIn(ctx).id, params.sort),
});
