import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { scoped, scopeRows } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/get-all',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: scoped,
  handle(params, ctx) {
    const rows = scopeRows(ctx.services.instance.db, signedIn(ctx).id, params.scope);
    // misskey-js types this 'any object' result as an empty record; the values are the stored JSON.
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])) as Record<string, never>;
  },
});
