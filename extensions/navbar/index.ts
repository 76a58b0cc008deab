import { defineExtension } from '@tessera/sdk';

/** Settings > Navigation bar: which main-menu entries show, in what order (the `menu` preference). */
export default defineExtension({
  id: 'navbar',
  title: 'Menu settings',
  description: 'description',
  sdk: '^3.0.0',
  contributes: {},
  contributesLater: () => import('./later'),
});
