import type { DeclaredContributions } from '@tessera/sdk';

const later: DeclaredContributions = {
  widgets: [
    {
      name: 'clock',
      title: 'clock',
      icon: 'info',
      component: () => import('./ClockWidget'),
      defaultSettings: { timezone: null },
    },
    {
      name: 'digitalClock',
      title: 'digitalClock',
      icon: 'info',
      component: () => import('./DigitalClockWidget'),
      defaultSettings: { timezone: null, showMs: false },
    },
    { name: 'unixClock', title: 'unixClock', icon: 'info', component: () => import('./UnixClockWidget') },
    { name: 'memo', title: 'memo', icon: 'pencil', component: () => import('./MemoWidget') },
  ],
};

export default later;
