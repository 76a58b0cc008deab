import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [{ key: 'showFixedPostForm', kind: 'switch', label: 'prefs.showFixedPostForm', group: 'title' }],
  services: [
    { id: 'timeline.box', value: () => import('./TimelineBox'), component: true },
    { id: 'timeline.chosenColumn', value: () => import('./ChosenTimelineColumn'), component: true },
  ],
  widgets: [{ name: 'timeline', title: 'widget.title', icon: 'home', component: () => import('./TimelineWidget') }],
  to: {
    deckColumn: [
      {
        type: 'tl',
        title: 'widget.title',
        icon: 'home',
        defaultSettings: { tl: 'home' },
        component: () => import('./TimelineColumn'),
      },
    ],
  },
};

export default later;
