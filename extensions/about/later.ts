import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [
    { path: '/about', name: 'about', page: () => import('./AboutPage') },
    { path: '/about-misskey', name: 'aboutMisskey', page: () => import('./AboutSoftwarePage') },
    { path: '/contact', name: 'contact', page: () => import('./ContactPage') },
    { path: '/instance-info/:host', name: 'instanceInfo', page: () => import('./InstanceInfoPage') },
  ],
  widgets: [
    {
      name: 'instanceInfo',
      title: 'widget.instanceInfo',
      icon: 'info',
      component: () => import('./InstanceInfoWidget'),
    },
    { name: 'onlineUsers', title: 'widget.onlineUsers', icon: 'users', component: () => import('./OnlineUsersWidget') },
    { name: 'activity', title: 'widget.activity', icon: 'pencil', component: () => import('./ActivityWidget') },
    { name: 'federation', title: 'widget.federation', icon: 'globe', component: () => import('./FederationWidget') },
    {
      name: 'instanceCloud',
      title: 'widget.instanceCloud',
      icon: 'globe',
      component: () => import('./InstanceCloudWidget'),
    },
    {
      name: 'serverMetric',
      title: 'widget.serverMetric',
      icon: 'info',
      component: () => import('./ServerMetricWidget'),
    },
    { name: 'jobQueue', title: 'widget.jobQueue', icon: 'list', component: () => import('./JobQueueWidget') },
  ],
  to: {
    profileTab: [
      {
        name: 'activity',
        title: 'activity',
        order: 40,
        // Other servers' people are counted on their servers.
        visible: (user) => user.host === null,
        component: () => import('./UserActivity'),
      },
    ],
    statusbar: [
      {
        type: 'federation',
        title: 'widget.federation',
        label: 'statusbar.label',
        component: () => import('./FederationStatusbar'),
        settingsForm: () => import('./FederationStatusbarSettings'),
        defaultSettings: { colored: false },
      },
    ],
  },
};

export default later;
