import { type ReversiBoard, readMoves, replay, type Stone, writeMoves } from '@tessera/reversi-rules';
import type { entities } from 'misskey-js';

/** A game as the page knows it: the server's record, and the move this player sent but the server has not echoed. */
export interface LiveGame {
  game: entities.ReversiGameDetailed;
  /** Who left before the start, when one did. */
  canceledBy: string | null;
  pending: { id: string; pos: number } | null;
}

/** A move as the reversiGame channel's `log` event carries it. */
export interface LoggedMove {
  time: number;
  player: boolean;
  operation: string;
  pos: number;
  id: string | null;
}

/** The colour a user plays, once the game has started; null for a watcher or before the start. */
export function stoneOf(game: entities.ReversiGameDetailed, userId: string | null): Stone | null {
  if (game.black === null || userId === null) return null;
  if (userId === game.user1Id) return game.black === 1 ? 'black' : 'white';
  if (userId === game.user2Id) return game.black === 1 ? 'white' : 'black';
  return null;
}

/** The user who plays a colour. */
export function playerOf(game: entities.ReversiGameDetailed, stone: Stone): entities.UserLite {
  return (stone === 'black') === (game.black === 1) ? game.user1 : game.user2;
}

/** The game with one more logged move. */
export function withMove(game: entities.ReversiGameDetailed, move: LoggedMove): entities.ReversiGameDetailed {
  if (move.operation !== 'put') return game;
  const moves = readMoves(game.logs);
  moves.push({ time: move.time, stone: move.player ? 'black' : 'white', pos: move.pos });
  return { ...game, logs: writeMoves(moves) };
}

/** The board as the page draws it: the server's moves, then this player's unanswered one. */
export function boardOf(live: LiveGame, moves?: number): ReversiBoard {
  const board = replay(live.game, moves);
  const pending = live.pending;
  if (moves === undefined && pending && board.turn && board.canPut(board.turn, pending.pos)) board.put(pending.pos);
  return board;
}

/** When the current turn began: the last move, or the start. */
export function turnStartedAt(game: entities.ReversiGameDetailed): number | null {
  const last = readMoves(game.logs).at(-1);
  if (last) return last.time;
  return game.startedAt ? Date.parse(game.startedAt) : null;
}
