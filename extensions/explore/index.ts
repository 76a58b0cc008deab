import { defineExtension } from '@tessera/sdk';

/**
 * Explore: /explore with the featured notes and the server's people (pinned by its administrators,
 * most followed, recently active, new, and the hashtags people carry in their profiles), and
 * /user-tags/{tag} with the people who carry one.
 */
export default defineExtension({
  id: 'explore',
  title: 'Explore',
  description: 'description',
  sdk: '^3.0.0',
  requires: ['notes'],
  contributesLater: () => import('./later'),
  contributes: {
    menu: { main: [{ id: 'explore', title: 'menu', icon: 'globe', to: '/explore', order: 57 }] },
  },
});
