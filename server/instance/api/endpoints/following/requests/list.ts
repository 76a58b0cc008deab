import { packUserLite } from '../../../../users/pack-user';
import type { UserRow } from '../../../../users/user-row';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf, pagingProperties } from '../../../paging';

export default defineEndpoint({
  name: 'following/requests/list',
  requireCredential: true,
  kind: 'read:following',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { instance, users } = ctx.services;
    const me = signedIn(ctx);
    const rows = instance.db
      .prepare('SELECT * FROM follow_requests WHERE followee_id = ? ORDER BY id DESC LIMIT ?')
      .all(me.id, pageOf(params).limit) as { id: string; follower_id: string }[];
    return rows.map((r) => ({
      id: r.id,
      follower: packUserLite(instance, users.byId(r.follower_id) as UserRow),
      followee: packUserLite(instance, me),
    }));
  },
});
