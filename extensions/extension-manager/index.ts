import { defineExtension } from '@tessera/sdk';

/** Settings > Extensions: every extension of this build, its state, and a switch for it. */
export default defineExtension({
  id: 'extension-manager',
  title: 'Extension manager',
  description: 'description',
  essential: true,
  sdk: '^3.0.0',
  contributes: {},
  contributesLater: () => import('./later'),
});
