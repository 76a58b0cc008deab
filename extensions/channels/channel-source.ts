import type { TimelineSourceContribution } from '../timeline/api';

/** A channel's notes as a timeline source, live from its channel. */
export function channelSource(channel: { id: string; name: string }): TimelineSourceContribution {
  return {
    id: `channel:${channel.id}`,
    title: channel.name,
    icon: 'tv',
    endpoint: 'channels/timeline',
    channel: 'channel',
    params: { channelId: channel.id },
    empty: 'timelineEmpty',
  };
}
