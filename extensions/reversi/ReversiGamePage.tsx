import { Link, type PageProps, QueryPage, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { GameBoard } from './GameBoard';
import { GameSetup } from './GameSetup';
import { useLiveGame } from './use-live-game';
import '@tessera/sdk/forms.css';
import './reversi.css';

/** /reversi/g/{gameId}: the settings before the start, then the board, live; a record once over. */
export default function ReversiGamePage({ params }: PageProps) {
  const t = useExtensionStrings('reversi');
  const query = useEndpoint('reversi/show-game', { gameId: params.gameId ?? '' });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(game) => <LiveGameView key={game.id} initial={game} />}
    </QueryPage>
  );
}

function LiveGameView({ initial }: { initial: entities.ReversiGameDetailed }) {
  const t = useExtensionStrings('reversi');
  const handle = useLiveGame(initial);
  const { game, canceledBy } = handle.live;
  if (canceledBy) {
    const who = canceledBy === game.user1Id ? game.user1 : game.user2;
    return (
      <section className="page-card reversi-game" role="alert">
        <h1>{t('canceledTitle')}</h1>
        <p>{t('canceled', { name: who.name ?? who.username })}</p>
        <Link to="/reversi">{t('backToLobby')}</Link>
      </section>
    );
  }
  return game.isStarted ? <GameBoard handle={handle} /> : <GameSetup handle={handle} />;
}
