import { defineExtension } from '@tessera/sdk';

/** The calendar widget: today's date and how far the day, month and year have gone. */
export default defineExtension({
  id: 'calendar',
  title: 'Calendar widget',
  description: 'description',
  sdk: '^3.0.0',
  contributes: {
    widgets: [{ name: 'calendar', title: 'widget', icon: 'star', component: () => import('./CalendarWidget') }],
  },
});
