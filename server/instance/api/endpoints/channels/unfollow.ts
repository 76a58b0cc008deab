import { channelErrors } from '../../../channels/channels';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelId } from '../../families/channel-params';

/** Stops following a channel. */
export default defineEndpoint({
  name: 'channels/unfollow',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: null,
  params: { type: 'object', properties: { channelId }, required: ['channelId'] },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelToUnfollow();
    channels.unfollow(signedIn(ctx).id, channel.id);
    return undefined;
  },
});
