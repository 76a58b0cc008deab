import { defineExtension } from '@tessera/sdk';

/**
 * Widgets that need nothing from the server: an analog clock, a digital clock and a Unix-time
 * clock (each in a time zone of the widget's choosing), and the memo (the synced `memo`
 * preference, as Misskey keeps it).
 */
export default defineExtension({
  id: 'clock-widgets',
  title: 'Clock and memo widgets',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  preferences: {
    memo: { default: null, accountDependent: true },
  },
  contributesLater: () => import('./later'),
});
