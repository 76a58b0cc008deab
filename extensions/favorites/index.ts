import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../notes/api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'favorites',
  title: 'menu',
  icon: 'star',
  to: '/my/favorites',
  order: 45,
  visible: (_, viewer) => viewer.signedIn,
};

/** Favourite notes: "Favourite" and "Unfavourite" in the note menu, and /my/favorites to read them. */
export default defineExtension({
  id: 'favorites',
  title: 'Favorites',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  requires: ['notes'],
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
  },
  contributesLater: () => import('./later'),
});
