import { channelErrors } from '../../../channels/channel-errors';
import { defineEndpoint } from '../../endpoint';
import { channelId } from '../../families/channel-params';

/** A channel with its pinned notes. */
export default defineEndpoint({
  name: 'channels/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { channelId }, required: ['channelId'] },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelToShow();
    return channels.pack(channel, ctx.user?.id ?? null, true);
  },
});
