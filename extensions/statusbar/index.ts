import { defineContributionPoint, defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * Status bars (Misskey's statusbars): lines along the bottom of the page running past a feed's
 * titles, the servers this one talks to or a list's notes, each kind a `statusbar` contribution of
 * the extension that owns its data; arranged in Settings > Status bar.
 */
export default defineExtension({
  id: 'statusbar',
  title: 'Status bars',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  preferences: {
    statusbars: { default: [] },
  },
  contributes: {
    points: [defineContributionPoint('statusbar', { components: ['component', 'settingsForm'], key: 'type' })],
  },
  contributesLater: () => import('./later'),
});
