import { defineExtension } from '@tessera/sdk';
import type {} from '../auth/api';

/** Webhooks: the account's outgoing webhooks in Settings, created, edited, tried and deleted. */
export default defineExtension({
  id: 'webhooks',
  title: 'Webhooks',
  description: 'description',
  uses: ['auth'],
  sdk: '^3.0.0',
  contributes: {},
  contributesLater: () => import('./later'),
});
