import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { type RegistryRow, scoped, scopeKey } from '../../../families/registry';

/** The JSON type of a stored value, as Misskey names it. */
function typeOf(value: unknown): 'null' | 'array' | 'number' | 'string' | 'boolean' | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'number' | 'string' | 'boolean' | 'object';
}

export default defineEndpoint({
  name: 'i/registry/keys-with-type',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: scoped,
  handle(params, ctx) {
    const db = ctx.services.instance.db;
    const rows = db
      .prepare('SELECT key, value FROM registry WHERE user_id = ? AND scope = ? ORDER BY key')
      .all(signedIn(ctx).id, scopeKey(params.scope)) as RegistryRow[];
    return Object.fromEntries(rows.map((r) => [r.key, typeOf(JSON.parse(r.value))]));
  },
});
