import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { keyed, registryErrors, scopeKey } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/remove',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: keyed,
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const removed = db
      .prepare('DELETE FROM registry WHERE user_id = ? AND scope = ? AND key = ?')
      .run(signedIn(ctx).id, scopeKey(params.scope), params.key);
    if (removed.changes === 0) throw registryErrors.remove();
    return undefined;
  },
});
