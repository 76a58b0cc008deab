import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../notes/api';
import type {} from './api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'clips',
  title: 'menu',
  icon: 'paperclip',
  to: '/my/clips',
  order: 46,
  visible: (_, viewer) => viewer.signedIn,
};

/**
 * Clips: named collections of notes, private or public. /my/clips (one's own and favourited
 * ones, new clip), /clips/{id} (its notes, description, favourite, edit, delete), and "Clip" in
 * the note menu, which can make a clip on the spot.
 */
export default defineExtension({
  id: 'clips',
  title: 'Clips',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  requires: ['notes'],
  contributes: {
    commands: ['clips.clipNote'],
    menu: {
      main: [menuItem],
      navbar: [menuItem],
    },
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
