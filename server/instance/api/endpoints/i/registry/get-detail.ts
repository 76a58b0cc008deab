import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { keyed, registryErrors, registryRow } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/get-detail',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: keyed,
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const found = registryRow(db, signedIn(ctx).id, params.scope, params.key);
    if (!found) throw registryErrors.getDetail();
    return { updatedAt: new Date(found.updated_at).toISOString(), value: JSON.parse(found.value) };
  },
});
