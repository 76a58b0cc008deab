import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/about', name: 'about', page: () => import('./AboutPage') },
    { path: '/about-misskey', name: 'aboutMisskey', page: () => import('./AboutSoftwarePage') },
    { path: '/contact', name: 'contact', page: () => import('./ContactPage') },
  ],
  widgets: [
    {
      name: 'instanceInfo',
      title: 'widget.instanceInfo',
      icon: 'info',
      component: () => import('./InstanceInfoWidget'),
    },
    { name: 'onlineUsers', title: 'widget.onlineUsers', icon: 'users', component: () => import('./OnlineUsersWidget') },
  ],
  profileTabs: [
    {
      name: 'activity',
      title: 'activity',
      order: 40,
      // Other servers' people are counted on their servers.
      visible: (user) => user.host === null,
      component: () => import('./UserActivity'),
    },
  ],
};

export default later;
