import { defineExtension } from '@tessera/sdk';

/** Explore: /explore with the featured notes and the server's people (most followed, recently active, new). */
export default defineExtension({
  id: 'explore',
  title: 'Explore',
  description: 'description',
  sdk: '^1.0.0',
  requires: ['notes'],
  contributes: {
    routes: [{ path: '/explore', name: 'explore', page: () => import('./ExplorePage') }],
    menu: { main: [{ id: 'explore', title: 'menu', icon: 'globe', to: '/explore', order: 57 }] },
  },
});
