import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { keyed, scopeKey } from '../../../families/registry';

export default defineEndpoint({
  name: 'i/registry/set',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: { ...keyed, properties: { ...keyed.properties, value: {} }, required: ['key', 'value'] },
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const user = signedIn(ctx);
    db.prepare(
      `INSERT INTO registry (user_id, scope, key, value, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(user_id, scope, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    ).run(user.id, scopeKey(params.scope), params.key, JSON.stringify(params.value), Date.now());
    ctx.services.instance.events.emit('registryUpdated', user.id, {
      scope: params.scope,
      key: params.key,
      value: params.value,
    });
    return undefined;
  },
});
