import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { id } from '../../schema';

/** A user's public clips, newest first. */
export default defineEndpoint({
  name: 'users/clips',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { userId: id, ...pagingProperties }, required: ['userId'] },
  handle(params, ctx) {
    const { clips } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    return clips
      .page('user_id = ? AND is_public = 1', [params.userId], pageOf(params))
      .map((c) => clips.pack(c, viewerId));
  },
});
