import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelPaging } from '../../families/channel-params';
import { pageOf } from '../../paging';

/** The channels the caller follows, most recently followed first. */
export default defineEndpoint({
  name: 'channels/followed',
  requireCredential: true,
  kind: 'read:channels',
  limit: null,
  params: { type: 'object', properties: channelPaging },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const user = signedIn(ctx);
    return channels
      .followed(user.id, pageOf({ ...params, limit: params.limit ?? 5 }))
      .map((c) => channels.pack(c, user.id));
  },
});
