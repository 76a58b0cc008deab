import { ReversiBoard, type ReversiRules, type Stone } from './board';

/** A move as Misskey stores it: [ms since the previous move, 1 black or 0 white, 0 (a put), cell]. */
export type SerializedMove = number[];

/** A move: when (ms since the epoch), by which colour, where. */
export interface ReversiMove {
  time: number;
  stone: Stone;
  pos: number;
}

/** Moves from Misskey's stored form; times add up from the first move's. */
export function readMoves(logs: readonly SerializedMove[]): ReversiMove[] {
  const moves: ReversiMove[] = [];
  let time = 0;
  for (const [delta = 0, player, operation, pos] of logs) {
    time += delta;
    if (operation === 0 && typeof pos === 'number') moves.push({ time, stone: player === 1 ? 'black' : 'white', pos });
  }
  return moves;
}

/** Moves in Misskey's stored form. */
export function writeMoves(moves: readonly ReversiMove[]): SerializedMove[] {
  return moves.map((move, i) => [
    i === 0 ? move.time : move.time - (moves[i - 1]?.time ?? 0),
    move.stone === 'black' ? 1 : 0,
    0,
    move.pos,
  ]);
}

/** The board after the first `count` moves (all of them without it). */
export function replay(
  game: { map: readonly string[]; logs: readonly SerializedMove[] } & ReversiRules,
  count?: number,
): ReversiBoard {
  const board = new ReversiBoard(game.map, {
    isLlotheo: game.isLlotheo,
    canPutEverywhere: game.canPutEverywhere,
    loopedBoard: game.loopedBoard,
  });
  for (const move of readMoves(game.logs).slice(0, count)) {
    // A move the rules refuse (a record from elsewhere) is skipped rather than breaking the replay.
    if (board.turn !== null && board.canPut(board.turn, move.pos)) board.put(move.pos);
  }
  return board;
}
