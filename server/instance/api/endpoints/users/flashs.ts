import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** A user's public Plays, newest first (the profile's Play tab). */
export default defineEndpoint({
  name: 'users/flashs',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id, ...pagingProperties }, required: ['userId'] },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return flashes
      .page(['user_id = ?', "visibility = 'public'"], [params.userId], pageOf(params))
      .map((f) => flashes.pack(f, viewerId));
  },
});
