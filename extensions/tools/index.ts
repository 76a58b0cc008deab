import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';
import type {} from '../admin/api';
import type {} from '../auth/api';

/**
 * Tools for the curious: the API console, the MFM preview, the registry of one's account (the
 * settings other clients keep on the server), and /redirect-test. In the about menu's tools.
 */
export default defineExtension({
  id: 'tools',
  title: 'Tools',
  description: 'description',
  sdk: '^3.0.0',
  uses: ['drive', 'auth', 'about', 'admin'],
  contributesLater: () => import('./later'),
});
