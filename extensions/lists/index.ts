import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from '../profile/api';
import type {} from '../statusbar/api';
import type {} from '../timeline/api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'lists',
  title: 'menu',
  icon: 'list',
  to: '/my/lists',
  order: 40,
  visible: (_, viewer) => viewer.signedIn,
};

/**
 * Lists of users: /my/lists and each list's page (members, replies per member, public or
 * private, rename, delete), others' public lists at /list/{id} (like, copy), a list's live
 * timeline at /timeline/list/{id} and as a home timeline tab when pinned, and "Add to list" in
 * the user menu.
 */
export default defineExtension({
  id: 'lists',
  title: 'Lists',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  preferences: {
    pinnedUserLists: { default: [], accountDependent: true },
  },
  requires: ['notes'],
  uses: ['timeline', 'profile', 'deck', 'statusbar'],
  contributes: {
    menu: {
      main: [menuItem],
      navbar: [menuItem],
    },
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // The pinned lists become timeline tabs when something shows the timeline's tabs.
  activationEvents: [{ on: 'point', point: 'timelineSource' }],
});
