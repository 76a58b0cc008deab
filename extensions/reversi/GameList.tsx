import { Avatar, Link, RelativeTime, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

const nameOf = (user: entities.UserLite) => user.name ?? user.username;

/** What became of a game, in a few words. */
export function gameState(game: entities.ReversiGameLite, t: (key: string, params?: Record<string, string>) => string) {
  if (!game.isStarted) return t('state.setup');
  if (!game.isEnded) return t('state.playing');
  if (game.winner) return t('state.won', { name: nameOf(game.winner) });
  return t('state.draw');
}

/** Games as cards: both players, what became of the game, when. */
export function GameList({ games, label }: { games: readonly entities.ReversiGameLite[]; label: string }) {
  const t = useExtensionStrings('reversi');
  return (
    <ul className="reversi-games" aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <Link to={`/reversi/g/${game.id}`} className="reversi-game-card">
            <span className="reversi-game-players">
              <Avatar user={game.user1} size={32} />
              <span>{t('versus', { user1: nameOf(game.user1), user2: nameOf(game.user2) })}</span>
              <Avatar user={game.user2} size={32} />
            </span>
            <span className="reversi-game-state">
              {gameState(game, t)} · <RelativeTime time={game.startedAt ?? game.createdAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
