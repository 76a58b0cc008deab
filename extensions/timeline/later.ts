import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  widgets: [{ name: 'timeline', title: 'widget.title', icon: 'home', component: () => import('./TimelineWidget') }],
};

export default later;
