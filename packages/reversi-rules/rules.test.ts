import { describe, expect, it } from 'vitest';
import {
  boardChecksum,
  classicRules,
  crc32,
  defaultReversiMap,
  findReversiMap,
  ReversiBoard,
  readMoves,
  replay,
  reversiMaps,
  writeMoves,
} from './index';

const at = (x: number, y: number, width = 8) => x + y * width;

describe('ReversiBoard', () => {
  it('opens with black to move and its four classic moves', () => {
    const board = new ReversiBoard(defaultReversiMap, classicRules);
    expect(board.turn).toBe('black');
    expect(board.legalMoves('black').sort((a, b) => a - b)).toEqual(
      [at(3, 2), at(2, 3), at(5, 4), at(4, 5)].sort((a, b) => a - b),
    );
    expect(board.count('black')).toBe(2);
  });

  it('flips the stones a move brackets and passes the turn', () => {
    const board = new ReversiBoard(defaultReversiMap, classicRules);
    expect(board.put(at(3, 2))).toEqual([at(3, 3)]);
    expect(board.cells[at(3, 3)]).toBe('black');
    expect(board.count('black')).toBe(4);
    expect(board.turn).toBe('white');
    expect(board.lastMove).toEqual({ pos: at(3, 2), stone: 'black' });
  });

  it('refuses a move that brackets nothing, or on a stone', () => {
    const board = new ReversiBoard(defaultReversiMap, classicRules);
    expect(board.canPut('black', 0)).toBe(false);
    expect(board.canPut('black', at(3, 3))).toBe(false);
    expect(() => board.put(0)).toThrow(/illegal/);
  });

  it('gives the turn back when the other side cannot move, and ends when neither can', () => {
    // White's only stone is taken at once: white cannot move, nor can black after.
    const board = new ReversiBoard(['bw-'], classicRules);
    expect(board.put(2)).toEqual([1]);
    expect(board.turn).toBe(null);
    expect(board.isEnded).toBe(true);
    expect(board.winner).toBe('black');
  });

  it('lets the fewer stones win under Llotheo, and calls a tie a draw', () => {
    const llotheo = new ReversiBoard(['bw-'], { ...classicRules, isLlotheo: true });
    llotheo.put(2);
    expect(llotheo.winner).toBe('white');
    const tie = new ReversiBoard(['bw'], classicRules);
    expect(tie.isEnded).toBe(true);
    expect(tie.winner).toBe(null);
  });

  it('starts with white, or ended, when black has no move', () => {
    expect(new ReversiBoard(['wb-'], classicRules).turn).toBe('white');
    expect(new ReversiBoard(['--', '--'], classicRules).isEnded).toBe(true);
  });

  it('continues lines across the edges of a looped board', () => {
    // Leftwards from the first cell wraps to white, then black, at the far end.
    const looped = new ReversiBoard(['----bw'], { ...classicRules, loopedBoard: true });
    expect(looped.flips('black', 0)).toEqual([5]);
    const flat = new ReversiBoard(['----bw'], classicRules);
    expect(flat.flips('black', 0)).toEqual([]);
  });

  it('allows any empty cell when stones may go everywhere', () => {
    const board = new ReversiBoard(defaultReversiMap, { ...classicRules, canPutEverywhere: true });
    expect(board.canPut('black', 0)).toBe(true);
    expect(board.put(0)).toEqual([]);
  });

  it('has no cells where the map has none', () => {
    const board = new ReversiBoard(['b w-'], classicRules);
    expect(board.cells).toEqual(['black', undefined, 'white', null]);
    // The gap breaks the line between black and white.
    expect(board.flips('black', 3)).toEqual([]);
    expect(board.canPut('white', 1)).toBe(false);
  });
});

describe('move logs', () => {
  it('round-trips Misskey’s stored form with time deltas', () => {
    const moves = [
      { time: 1000, stone: 'black' as const, pos: 20 },
      { time: 1500, stone: 'white' as const, pos: 29 },
    ];
    expect(writeMoves(moves)).toEqual([
      [1000, 1, 0, 20],
      [500, 0, 0, 29],
    ]);
    expect(readMoves(writeMoves(moves))).toEqual(moves);
  });

  it('replays a game to any move, skipping moves the rules refuse', () => {
    const game = {
      map: defaultReversiMap,
      ...classicRules,
      logs: [
        [0, 1, 0, at(3, 2)],
        [10, 0, 0, 0],
        [10, 0, 0, at(2, 2)],
      ],
    };
    expect(replay(game, 0).count('black')).toBe(2);
    expect(replay(game, 1).count('black')).toBe(4);
    const all = replay(game);
    expect(all.count('white')).toBe(3);
    expect(all.turn).toBe('black');
  });
});

describe('checksum', () => {
  it('is the standard CRC-32, signed', () => {
    expect(crc32('123456789')).toBe(0xcbf43926 | 0);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });

  it('changes with the board and the turn', () => {
    const board = new ReversiBoard(defaultReversiMap, classicRules);
    const before = boardChecksum(board);
    board.put(at(3, 2));
    expect(boardChecksum(board)).not.toBe(before);
    expect(boardChecksum(replay({ map: defaultReversiMap, ...classicRules, logs: [[0, 1, 0, at(3, 2)]] }))).toBe(
      boardChecksum(board),
    );
  });
});

describe('maps', () => {
  it('are rectangular, with unique ids, and found by their layout', () => {
    const ids = new Set(reversiMaps.map((m) => m.id));
    expect(ids.size).toBe(reversiMaps.length);
    for (const map of reversiMaps) {
      const width = map.data[0]?.length;
      expect(map.data.every((row) => row.length === width)).toBe(true);
      expect(new ReversiBoard(map.data, classicRules).isEnded).toBe(false);
      expect(findReversiMap([...map.data])?.id).toBe(map.id);
    }
    expect(findReversiMap(['b-w'])).toBeUndefined();
  });
});
