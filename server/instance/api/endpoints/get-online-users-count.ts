import { defineEndpoint } from '../endpoint';

/** How many local people were active in the last ten minutes (Misskey: no credential, GET allowed). */
export default defineEndpoint({
  name: 'get-online-users-count',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return { count: ctx.services.users.onlineCount() };
  },
});
