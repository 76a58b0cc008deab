import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { scoped, scopeRows } from '../../../families/registry';

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
    const rows = scopeRows(ctx.services.instance.db, signedIn(ctx).id, params.scope);
    return Object.fromEntries(rows.map((r) => [r.key, typeOf(JSON.parse(r.value))]));
  },
});
