import { channelErrors } from '../../../channels/channels';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelId } from '../../families/channel-params';

/** Takes a channel out of the caller's favourites. */
export default defineEndpoint({
  name: 'channels/unfavorite',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: null,
  params: { type: 'object', properties: { channelId }, required: ['channelId'] },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelToUnfavorite();
    channels.unfavorite(signedIn(ctx).id, channel.id);
    return undefined;
  },
});
