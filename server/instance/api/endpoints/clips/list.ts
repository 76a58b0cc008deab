import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The caller's clips, newest first. */
export default defineEndpoint({
  name: 'clips/list',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const user = signedIn(ctx);
    return clips.page('user_id = ?', [user.id], pageOf(params)).map((c) => clips.pack(c, user.id));
  },
});
