import type { DeclaredContributions, MenuItemContribution } from '@tessera/sdk';
import type {} from './api';
import { favoriteState, loadFavoriteState, rememberFavorite } from './favorite-state';

const toggle = (favorite: boolean): Omit<MenuItemContribution<'note'>, 'slot'> => ({
  id: favorite ? 'favorite' : 'unfavorite',
  title: favorite ? 'favorite' : 'unfavorite',
  icon: 'star',
  order: 20,
  // Before the state is known (a slow answer), "Favorite" shows and the server has the last word.
  visible: ({ note }, viewer) => viewer.signedIn && (favoriteState(note.id) ?? false) !== favorite,
  prepare: ({ note }, host) => loadFavoriteState(host, note.id),
  run: async ({ note }, host) => {
    await host.apiWithDialog(
      favorite ? 'notes/favorites/create' : 'notes/favorites/delete',
      { noteId: note.id },
      { waiting: false },
    );
    rememberFavorite(note.id, favorite);
    if (favorite) host.events.emit('favorites.noteFavorited', { note });
  },
});

/** The note menu's Favorite and Unfavorite, registered once the first view has settled or a menu asks. */
const later: DeclaredContributions = {
  // Pages the first view does not show: the router finds them on arrival.
  routes: [{ path: '/my/favorites', name: 'favorites', loginRequired: true, page: () => import('./FavoritesPage') }],
  menu: { note: [toggle(true), toggle(false)] },
};

export default later;
