import {
  addIcons,
  contributedTitle,
  Icon,
  Link,
  sortMenuEntries,
  useContributions,
  useExtensionStrings,
  useHost,
  useI18n,
  useViewer,
} from '@tessera/sdk';
import { useEffect } from 'react';
import './games.css';

// Icons for the games' cards, which games name in their `games` items (see api.ts).
addIcons({
  cookie: 'M12 3a9 9 0 1 0 9 9a3 3 0 0 1-3-3a3 3 0 0 1-3-3a3 3 0 0 1-3-3M8.5 10.5v.5M12 15v.5M16 13.5v.5M8 15.5v.5',
  board:
    'M4 4h16v16H4zM4 12h16M12 4v16M8 8m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M16 16m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  bubbles:
    'M9 14m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M17 7m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M18 16m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
});

/** /games: every game an extension adds to the `games` slot, so a game switched off leaves the list. */
export default function GamesPage() {
  const t = useExtensionStrings('games');
  const i18n = useI18n();
  const host = useHost();
  const viewer = useViewer();
  // Games declared in extensions' later contributions join the list once registered.
  useEffect(() => {
    void host.loadAllContributions();
  }, [host]);
  const games = sortMenuEntries(
    useContributions('menuItem').filter(
      ({ item }) => item.slot === 'games' && item.to && (item.visible?.({} as never, viewer) ?? true),
    ),
  );
  return (
    <section className="page-card games-page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <ul className="games-list" aria-label={t('title')}>
        {games.map(({ item, extensionId }) => (
          <li key={`${extensionId}:${item.id}`} className="games-card">
            <Link to={item.to ?? '/games'} className="games-card-link">
              <span className="games-card-icon" aria-hidden="true">
                <Icon name={item.icon ?? 'smile'} size={32} />
              </span>
              <span>
                <strong>{contributedTitle(i18n.t, extensionId, item.title)}</strong>
                {item.description && <small>{contributedTitle(i18n.t, extensionId, item.description)}</small>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {games.length === 0 && <p className="form-hint">{t('none')}</p>}
    </section>
  );
}
