import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { scoped, scopeKey } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/keys',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: scoped,
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const rows = db
      .prepare('SELECT key FROM registry WHERE user_id = ? AND scope = ? ORDER BY key')
      .all(signedIn(ctx).id, scopeKey(params.scope)) as { key: string }[];
    return rows.map((r) => r.key);
  },
});
