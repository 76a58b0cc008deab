import { defineExtension } from '@tessera/sdk';
import type {} from '../profile/api';

/**
 * Play: AiScript programs people publish. /play (featured, one's own, liked), a Play's page
 * (run it, like it, share it), writing and editing with a preview, and the profile's Play tab.
 * Everything waits for the first view to settle, or loads when a Play address is opened.
 */
export default defineExtension({
  id: 'play',
  title: 'Play',
  description: 'description',
  sdk: '^3.0.0',
  requires: ['aiscript'],
  uses: ['composer', 'profile'],
  contributesLater: () => import('./later'),
});
