import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelPaging } from '../../families/channel-params';
import { pageOf } from '../../paging';

/** The caller's own channels that are not archived, newest first. */
export default defineEndpoint({
  name: 'channels/owned',
  requireCredential: true,
  kind: 'read:channels',
  limit: null,
  params: { type: 'object', properties: channelPaging },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const user = signedIn(ctx);
    return channels
      .page(['user_id = ?', 'is_archived = 0'], [user.id], pageOf({ ...params, limit: params.limit ?? 5 }))
      .map((c) => channels.pack(c, user.id));
  },
});
