import { type PagedListState, ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useMemo } from 'react';
import type {} from '../notes/api';
import './favorites.css';

/** /my/favorites: the notes the viewer marked, most recently marked first. */
export default function FavoritesPage() {
  const t = useExtensionStrings('favorites');
  const favorites = usePagedList('i/favorites', {});
  // The feed draws notes; paging stays on the favourites' own ids, as Misskey pages them.
  const notes = useMemo<PagedListState<entities.Note>>(
    () => ({ ...favorites, items: favorites.items.map((f) => f.note) }),
    [favorites],
  );
  return (
    <section className="favorites-page" aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="favorites-title">
        {t('title')}
      </h1>
      <ServiceView id="notes.feed" props={{ list: notes, label: t('title'), empty: t('none') }} />
    </section>
  );
}
