import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../deck/api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'channels',
  title: 'menu',
  icon: 'tv',
  to: '/channels',
  order: 47,
};

/**
 * Channels: /channels (featured, followed, favourites, one's own, search), a channel's page with
 * its banner, description, pinned notes, live timeline and a post form in channel mode, follow
 * and favourite, and /channels/new and /channels/{id}/edit for its owner.
 */
export default defineExtension({
  id: 'channels',
  title: 'Channels',
  description: 'description',
  sdk: '^3.0.0',
  requires: ['notes'],
  uses: ['timeline', 'composer', 'drive', 'deck'],
  contributesLater: () => import('./later'),
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
  },
});
