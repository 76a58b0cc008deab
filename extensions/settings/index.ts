import { defineExtension } from '@tessera/sdk';

const menuItem = { id: 'settings', title: 'title', icon: 'settings', to: '/settings', order: 900, fixed: true };

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
    // The main menu, and the phone's bottom bar as Misskey's has it.
    menu: { main: [menuItem], navbar: [menuItem] },
  },
});
