import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  // The phone's bottom bar has a settings button, as Misskey's has; it comes once the first view has settled.
  menu: { navbar: [{ id: 'settings', title: 'title', icon: 'settings', to: '/settings', order: 900 }] },
};

export default later;
