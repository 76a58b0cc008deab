import { defineExtension } from '@tessera/sdk';
import type {} from '../statusbar/api';

/** The RSS and RSS ticker widgets and the RSS status bar: a feed's latest entries, read through the server's fetch-rss. */
export default defineExtension({
  id: 'rss',
  title: 'RSS widgets',
  description: 'description',
  uses: ['statusbar'],
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
});
