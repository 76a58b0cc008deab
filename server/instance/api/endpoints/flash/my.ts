import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

/** The caller's Plays, private ones included, newest first. */
export default defineEndpoint({
  name: 'flash/my',
  requireCredential: true,
  kind: 'read:flash',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties } },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const user = signedIn(ctx);
    return flashes.page(['user_id = ?'], [user.id], pageOf(params)).map((f) => flashes.pack(f, user.id));
  },
});
