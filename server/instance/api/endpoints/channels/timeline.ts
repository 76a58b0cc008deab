import { channelErrors } from '../../../channels/channel-errors';
import { defineEndpoint } from '../../endpoint';
import { channelId } from '../../families/channel-params';
import { pageOf, pagingProperties } from '../../paging';

/** A channel's notes, newest first. */
export default defineEndpoint({
  name: 'channels/timeline',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { channelId, ...pagingProperties, allowPartial: { type: 'boolean', default: false } },
    required: ['channelId'],
  },
  handle(params, ctx) {
    const { channels, pack } = ctx.services;
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelForTimeline();
    const viewerId = ctx.user?.id ?? null;
    return pack.notes(channels.notes(channel, viewerId, pageOf(params)), viewerId);
  },
});
