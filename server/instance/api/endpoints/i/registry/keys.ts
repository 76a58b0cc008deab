import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { scoped, scopeRows } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/keys',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: scoped,
  handle(params, ctx) {
    return scopeRows(ctx.services.instance.db, signedIn(ctx).id, params.scope).map((r) => r.key);
  },
});
