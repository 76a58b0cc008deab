import type { Stone } from '@tessera/reversi-rules';
import { Avatar, Link, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { BoardGrid } from './BoardGrid';
import { boardOf, playerOf, stoneOf, turnStartedAt } from './live-game';
import type { LiveGameHandle } from './use-live-game';

const nameOf = (user: entities.UserLite) => user.name ?? user.username;

/** The current time, ticking every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * A started game: the board (playable on one's turn), both players with their stones and the
 * mover's time, surrender; once over, the result and a replay of every move.
 */
export function GameBoard({ handle }: { handle: LiveGameHandle }) {
  const t = useExtensionStrings('reversi');
  const host = useHost();
  const viewer = useViewer();
  const { game, pending } = handle.live;
  const board = handle.board;
  const myStone = stoneOf(game, viewer.userId);
  const moves = game.logs.length;
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const shown = replayAt === null ? board : boardOf(handle.live, replayAt);
  const ended = game.isEnded;
  const now = useNow(!ended);

  const turnStart = turnStartedAt(game);
  const limit = game.timeLimitForEachTurn;
  const remaining =
    limit > 0 && turnStart !== null ? Math.min(limit, Math.max(0, Math.ceil(limit - (now - turnStart) / 1000))) : null;
  const myTurn = !ended && myStone !== null && board.turn === myStone && pending === null;
  const playable = myTurn && replayAt === null ? board.legalMoves(myStone) : [];

  // The other player's time ran out: a player tells the server, which decides.
  const opponentsClockOut =
    !ended && myStone !== null && board.turn !== null && board.turn !== myStone && remaining === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` repeats the claim each second until the server ends the game.
  useEffect(() => {
    if (opponentsClockOut) handle.send('claimTimeIsUp', {});
  }, [opponentsClockOut, now, handle]);

  const surrender = async () => {
    if (!(await host.modals.confirm(t('surrenderConfirm'), { danger: true, okText: t('surrender') }))) return;
    await host.apiWithDialog('reversi/surrender', { gameId: game.id }).catch(() => undefined);
  };

  const player = (stone: Stone) => {
    const user = playerOf(game, stone);
    const moving = !ended && board.turn === stone;
    return (
      <li className={moving ? 'reversi-player moving' : 'reversi-player'} key={stone}>
        <span className={`reversi-stone ${stone}`} aria-hidden="true" />
        <Avatar user={user} size={32} />
        <span className="reversi-player-name">{t('playerLine', { name: nameOf(user), stone: t(stone) })}</span>
        <span className="reversi-count">{t('stones', { n: String(shown.count(stone)) })}</span>
        {moving && remaining !== null && (
          <span className="reversi-clock">{t('secondsLeft', { n: String(remaining) })}</span>
        )}
      </li>
    );
  };

  return (
    <section className="page-card reversi-game" aria-labelledby="reversi-game-title">
      <h1 id="reversi-game-title">{t('setupTitle', { user1: nameOf(game.user1), user2: nameOf(game.user2) })}</h1>
      <p role="status" className="reversi-status">
        {statusText(game, board.turn, myStone, t)}
      </p>
      <ul className="reversi-players" aria-label={t('players')}>
        {player('black')}
        {player('white')}
      </ul>
      <BoardGrid board={shown} label={t('board')} playable={playable} onPut={handle.put} />
      {ended || myStone === null ? (
        <div className="reversi-replay">
          <label className="form-field">
            <span className="form-label">
              {t('replayMove', { n: String(replayAt ?? moves), total: String(moves) })}
            </span>
            <input
              type="range"
              min={0}
              max={moves}
              value={replayAt ?? moves}
              onChange={(e) => {
                const at = Number(e.target.value);
                setReplayAt(at === moves ? null : at);
              }}
            />
          </label>
          <div className="reversi-replay-buttons">
            <button
              type="button"
              className="button"
              disabled={(replayAt ?? moves) === 0}
              onClick={() => setReplayAt(Math.max(0, (replayAt ?? moves) - 1))}
            >
              {t('previousMove')}
            </button>
            <button
              type="button"
              className="button"
              disabled={replayAt === null}
              onClick={() => setReplayAt(replayAt === null || replayAt + 1 >= moves ? null : replayAt + 1)}
            >
              {t('nextMove')}
            </button>
          </div>
        </div>
      ) : (
        <div className="reversi-setup-actions">
          <button type="button" className="button danger" onClick={() => void surrender()}>
            {t('surrender')}
          </button>
        </div>
      )}
      <Link to="/reversi">{t('backToLobby')}</Link>
    </section>
  );
}

function statusText(
  game: entities.ReversiGameDetailed,
  turn: Stone | null,
  myStone: Stone | null,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  const userName = (id: string | null) => nameOf(id === game.user1Id ? game.user1 : game.user2);
  if (game.isEnded) {
    if (game.surrenderedUserId) {
      return t('resultSurrendered', { loser: userName(game.surrenderedUserId), winner: userName(game.winnerId) });
    }
    if (game.timeoutUserId) {
      return t('resultTimeout', { loser: userName(game.timeoutUserId), winner: userName(game.winnerId) });
    }
    return game.winnerId ? t('resultWon', { winner: userName(game.winnerId) }) : t('resultDraw');
  }
  if (turn === null) return t('finishing');
  if (turn === myStone) return t('yourTurn');
  return t('theirTurn', { name: nameOf(playerOf(game, turn)) });
}
