import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled, or when an address or a menu asks. */
const later: DeclaredContributions = {
  to: {
    deckColumn: [{ type: 'channel', title: 'column.channel', icon: 'tv', component: () => import('./ChannelColumn') }],
  },
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/channels', name: 'channels', page: () => import('./ChannelsPage') },
    { path: '/channels/new', name: 'channelNew', loginRequired: true, page: () => import('./ChannelEditPage') },
    { path: '/channels/:channelId', name: 'channel', page: () => import('./ChannelPage') },
    {
      path: '/channels/:channelId/edit',
      name: 'channelEdit',
      loginRequired: true,
      page: () => import('./ChannelEditPage'),
    },
  ],
};

export default later;
