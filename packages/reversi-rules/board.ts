/** A stone's colour. Black moves first unless a board gives black no move. */
export type Stone = 'black' | 'white';

/** The rule variants of Misskey's reversi, all off in the classic game. */
export interface ReversiRules {
  /** Llotheo: whoever has fewer stones at the end wins. */
  isLlotheo: boolean;
  /** A stone may go on any empty cell, flipping what it can (possibly nothing). */
  canPutEverywhere: boolean;
  /** The board wraps at its edges, so lines continue from the other side. */
  loopedBoard: boolean;
}

/** The classic rules. */
export const classicRules: ReversiRules = { isLlotheo: false, canPutEverywhere: false, loopedBoard: false };

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

const other = (stone: Stone): Stone => (stone === 'black' ? 'white' : 'black');

/**
 * A reversi board from a map (rows of `-` empty, `b` black, `w` white, anything else no cell),
 * played by the rules. The server checks moves with it and the client draws and predicts with
 * it, so both agree on every flip and on whose turn it is.
 */
export class ReversiBoard {
  readonly width: number;
  readonly height: number;
  /** Per cell: its stone, null when empty, undefined where the map has no cell. */
  readonly cells: (Stone | null | undefined)[];
  /** Whose move it is; null once neither side can move (the game is over). */
  turn: Stone | null = 'black';
  /** The last stone put and its colour, for drawing it marked. */
  lastMove: { pos: number; stone: Stone } | null = null;

  constructor(
    map: readonly string[],
    readonly rules: ReversiRules,
  ) {
    this.width = map[0]?.length ?? 0;
    this.height = map.length;
    this.cells = [...map.join('')].map((c) =>
      c === '-' ? null : c === 'b' ? 'black' : c === 'w' ? 'white' : undefined,
    );
    // A board may start with one colour only, or with no move for black at all.
    if (!this.canMoveSomewhere('black')) this.turn = this.canMoveSomewhere('white') ? 'white' : null;
  }

  /** How many stones of a colour are on the board. */
  count(stone: Stone): number {
    return this.cells.filter((c) => c === stone).length;
  }

  /** Whether `stone` may be put at `pos`. */
  canPut(stone: Stone, pos: number): boolean {
    if (this.cells[pos] !== null) return false;
    return this.rules.canPutEverywhere || this.flips(stone, pos).length > 0;
  }

  /** Every cell `stone` may be put on. */
  legalMoves(stone: Stone): number[] {
    const moves: number[] = [];
    for (let pos = 0; pos < this.cells.length; pos++) if (this.canPut(stone, pos)) moves.push(pos);
    return moves;
  }

  canMoveSomewhere(stone: Stone): boolean {
    for (let pos = 0; pos < this.cells.length; pos++) if (this.canPut(stone, pos)) return true;
    return false;
  }

  /** The cells a stone put at `pos` would turn over. */
  flips(stone: Stone, pos: number): number[] {
    // A small looped board can reach one cell along two lines; it flips once.
    const result = new Set<number>();
    for (const direction of DIRECTIONS) for (const cell of this.flipsInLine(stone, pos, direction)) result.add(cell);
    return [...result];
  }

  private flipsInLine(stone: Stone, start: number, [dx, dy]: readonly [number, number]): number[] {
    const found: number[] = [];
    let x = start % this.width;
    let y = Math.floor(start / this.width);
    for (;;) {
      x += dx;
      y += dy;
      if (this.rules.loopedBoard) {
        x = (x + this.width) % this.width;
        y = (y + this.height) % this.height;
        // Around the whole loop and back: the start cell closes the line.
        if (x + y * this.width === start) return found;
      } else if (x < 0 || y < 0 || x >= this.width || y >= this.height) {
        return [];
      }
      const cell = this.cells[x + y * this.width];
      if (cell === undefined || cell === null) return [];
      if (cell === stone) return found;
      found.push(x + y * this.width);
    }
  }

  /**
   * Puts the stone whose turn it is at `pos` and passes the turn (to the same side when the other
   * cannot move). Returns the flipped cells; throws on a move the rules refuse.
   */
  put(pos: number): number[] {
    const stone = this.turn;
    if (stone === null || !this.canPut(stone, pos)) throw new Error(`illegal move at ${pos}`);
    const flipped = this.flips(stone, pos);
    this.cells[pos] = stone;
    for (const cell of flipped) this.cells[cell] = stone;
    this.lastMove = { pos, stone };
    this.turn = this.canMoveSomewhere(other(stone)) ? other(stone) : this.canMoveSomewhere(stone) ? stone : null;
    return flipped;
  }

  get isEnded(): boolean {
    return this.turn === null;
  }

  /** The winning colour once the game is over; null for a draw or while it goes on. */
  get winner(): Stone | null {
    if (!this.isEnded) return null;
    const black = this.count('black');
    const white = this.count('white');
    if (black === white) return null;
    return black > white !== this.rules.isLlotheo ? 'black' : 'white';
  }
}
