import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { type RegistryRow, scoped, scopeKey } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/get-all',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: scoped,
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const rows = db
      .prepare('SELECT key, value FROM registry WHERE user_id = ? AND scope = ?')
      .all(signedIn(ctx).id, scopeKey(params.scope)) as RegistryRow[];
    // misskey-js types this 'any object' result as an empty record; the values are the stored JSON.
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])) as Record<string, never>;
  },
});
