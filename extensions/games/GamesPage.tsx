import { addIcons, useExtensionStrings } from '@tessera/sdk';
import { SlotLinkList } from '@tessera/sdk/kit';
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
  return (
    <section className="page-card games-page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <SlotLinkList slot="games" label={t('title')} empty={t('none')} />
    </section>
  );
}
