import { channelErrors } from '../../../channels/channels';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelId } from '../../families/channel-params';

/** Follows a channel: its notes come to the caller's home timeline. */
export default defineEndpoint({
  name: 'channels/follow',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: null,
  params: { type: 'object', properties: { channelId }, required: ['channelId'] },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelToFollow();
    channels.follow(signedIn(ctx).id, channel.id);
    return undefined;
  },
});
