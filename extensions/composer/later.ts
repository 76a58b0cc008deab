import type { DeclaredContributions } from '@tessera/sdk';

/** What the first view does not need: registered once it has settled. */
const later: DeclaredContributions = {
  widgets: [{ name: 'postForm', title: 'widget', icon: 'pencil', component: () => import('./PostFormWidget') }],
};

export default later;
