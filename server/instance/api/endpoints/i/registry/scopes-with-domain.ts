import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

export default defineEndpoint({
  name: 'i/registry/scopes-with-domain',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const db = ctx.services.instance.db;
    const rows = db.prepare('SELECT DISTINCT scope FROM registry WHERE user_id = ?').all(signedIn(ctx).id) as {
      scope: string;
    }[];
    return [{ domain: null, scopes: rows.map((r) => JSON.parse(r.scope) as string[]) }];
  },
});
