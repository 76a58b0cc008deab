import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  widgets: [
    { name: 'rss', title: 'rss', icon: 'list', component: () => import('./RssWidget') },
    { name: 'rssTicker', title: 'ticker', icon: 'list', component: () => import('./RssTickerWidget') },
  ],
  to: {
    statusbar: [
      {
        type: 'rss',
        title: 'rss',
        label: 'statusbarLabel',
        component: () => import('./RssStatusbar'),
        settingsForm: () => import('./RssStatusbarSettings'),
        defaultSettings: { url: '', shuffle: true },
      },
    ],
  },
};

export default later;
