import { defineExtension, type MenuItemContribution } from '@tessera/sdk';
import { favoriteState, loadFavoriteState, rememberFavorite } from './favorite-state';

const menuItem: Omit<MenuItemContribution<'main' | 'navbar'>, 'slot'> = {
  id: 'favorites',
  title: 'menu',
  icon: 'star',
  to: '/my/favorites',
  order: 45,
  visible: (_, viewer) => viewer.signedIn,
};

const toggle = (favorite: boolean): Omit<MenuItemContribution<'note'>, 'slot'> => ({
  id: favorite ? 'favorite' : 'unfavorite',
  title: favorite ? 'favorite' : 'unfavorite',
  icon: 'star',
  order: 20,
  // Before the state is known (a slow answer), "Favourite" shows and the server has the last word.
  visible: ({ note }, viewer) => viewer.signedIn && (favoriteState(note.id) ?? false) !== favorite,
  prepare: ({ note }, host) => loadFavoriteState(host, note.id),
  run: async ({ note }, host) => {
    await host.apiWithDialog(
      favorite ? 'notes/favorites/create' : 'notes/favorites/delete',
      { noteId: note.id },
      { waiting: false },
    );
    rememberFavorite(note.id, favorite);
  },
});

/** Favourite notes: "Favourite" and "Unfavourite" in the note menu, and /my/favorites to read them. */
export default defineExtension({
  id: 'favorites',
  title: 'Favorites',
  description: 'description',
  sdk: '^1.0.0',
  requires: ['notes'],
  contributes: {
    routes: [{ path: '/my/favorites', name: 'favorites', loginRequired: true, page: () => import('./FavoritesPage') }],
    menu: { main: [menuItem], navbar: [menuItem], note: [toggle(true), toggle(false)] },
  },
});
