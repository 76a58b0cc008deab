import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  widgets: [{ name: 'timeline', title: 'widget.title', icon: 'home', component: () => import('./TimelineWidget') }],
  deckColumns: [
    {
      type: 'tl',
      title: 'widget.title',
      icon: 'home',
      defaultSettings: { tl: 'home' },
      component: () => import('./TimelineColumn'),
    },
  ],
};

export default later;
