import { channelErrors } from '../../channels/channel-errors';
import type { Channels } from '../../channels/channels';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { channelId } from './channel-params';

/** What each call does to the caller's relation with a channel, and its own NO_SUCH_CHANNEL id. */
const marks = {
  'channels/follow': {
    missing: channelErrors.noSuchChannelToFollow,
    mark: (channels: Channels, userId: string, id: string) => channels.follow(userId, id),
  },
  'channels/unfollow': {
    missing: channelErrors.noSuchChannelToUnfollow,
    mark: (channels: Channels, userId: string, id: string) => channels.unfollow(userId, id),
  },
  'channels/favorite': {
    missing: channelErrors.noSuchChannelToFavorite,
    mark: (channels: Channels, userId: string, id: string) => channels.favorite(userId, id),
  },
  'channels/unfavorite': {
    missing: channelErrors.noSuchChannelToUnfavorite,
    mark: (channels: Channels, userId: string, id: string) => channels.unfavorite(userId, id),
  },
} as const;

/**
 * channels/follow, unfollow, favorite or unfavorite: the same call on an existing channel under
 * four names, each with its action and Misskey's error id.
 */
export function channelMarkEndpoint(name: keyof typeof marks) {
  const { missing, mark } = marks[name];
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved: true,
    kind: 'write:channels',
    limit: null,
    params: { type: 'object', properties: { channelId }, required: ['channelId'] },
    handle(params, ctx) {
      const { channels } = ctx.services;
      const channel = channels.byId(params.channelId);
      if (!channel) throw missing();
      mark(channels, signedIn(ctx).id, channel.id);
      return undefined;
    },
  });
}
