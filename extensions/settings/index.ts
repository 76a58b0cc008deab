import { defineExtension } from '@tessera/sdk';

/**
 * /settings: the sections other extensions contribute (settingsSection), listed and shown side
 * by side on wide screens and one at a time on phones. Switching an extension off removes its
 * sections.
 */
export default defineExtension({
  id: 'settings',
  title: 'Settings',
  description: 'description',
  sdk: '^3.0.0',
  essential: true,
  uses: ['auth'],
  contributes: {
    routes: [{ path: '/settings/:section?/:sub?/:id?', name: 'settings', page: () => import('./SettingsPage') }],
    menu: { main: [{ id: 'settings', title: 'title', icon: 'settings', to: '/settings', order: 900, fixed: true }] },
  },
  contributesLater: () => import('./later'),
});
