import { ONLINE_MS } from '../../users/pack-user';
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
    const row = ctx.services.instance.db
      .prepare('SELECT COUNT(*) AS n FROM users WHERE last_active_at > ?')
      .get(Date.now() - ONLINE_MS) as { n: number };
    return { count: row.n };
  },
});
