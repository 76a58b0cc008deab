import { defineExtension } from '@tessera/sdk';

/**
 * Search: /search for notes (by text, author, this server, channel; for roles that may search
 * notes) and people (by name or @username), linkable by its query (q, type, username, userId,
 * host, channel), and the main menu's Search.
 */
export default defineExtension({
  id: 'search',
  title: 'Search',
  description: 'description',
  sdk: '^3.0.0',
  requires: ['notes'],
  contributesLater: () => import('./later'),
  contributes: {
    menu: { main: [{ id: 'search', title: 'menu', icon: 'search', to: '/search', order: 58 }] },
  },
});
