import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'antennas',
  title: 'menu',
  icon: 'antenna',
  to: '/my/antennas',
  order: 42,
  badge: 'antennas.unread',
  visible: (_, viewer) => viewer.signedIn,
};

/**
 * Antennas: standing searches over every new note (source, keyword lines, excluded words, replies,
 * files, bots, local only). /my/antennas lists them with their unread marks, /my/antennas/create
 * and /my/antennas/{id} edit them, /timeline/antenna/{id} reads one live. The antenna sound plays
 * when one catches a note.
 */
export default defineExtension({
  id: 'antennas',
  title: 'Antennas',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    'antennas.seen': { default: {}, deviceOnly: true, accountDependent: true },
  },
  requires: ['notes'],
  uses: ['timeline', 'lists', 'profile', 'deck'],
  contributesLater: () => import('./later'),
  contributes: {
    menu: { main: [menuItem], navbar: [menuItem] },
  },
  main: () => import('./main'),
  // The unread marks (the menu's badge, the list's marks): when the account has an unread antenna,
  // an antenna catches a note, or one of the antenna pages opens. Otherwise the badge is 0 anyway.
  activationEvents: [
    { on: 'accountFlag', flag: 'hasUnreadAntenna' },
    { on: 'mainStream', event: 'unreadAntenna' },
    { on: 'route' },
  ],
});
