import { describe, expect, it } from 'vitest';
import { DropGame } from './drop-game';
import { gameMode } from './modes';

/** Runs frames until `done` or the limit. */
function run(game: DropGame, frames: number, done: () => boolean = () => false) {
  for (let i = 0; i < frames && !done(); i++) game.step();
}

describe('DropGame', () => {
  it('hands out the same monos for the same seed, only droppable ones', () => {
    const a = new DropGame(gameMode('normal'), '1700000000000');
    const b = new DropGame(gameMode('normal'), '1700000000000');
    expect([a.current, ...a.stock].map((m) => m.level)).toEqual([b.current, ...b.stock].map((m) => m.level));
    expect([a.current, ...a.stock].every((m) => m.dropCandidate)).toBe(true);
    expect(a.stock).toHaveLength(4);
  });

  it('fuses two of a level into the next, scores it and logs the drops', () => {
    const game = new DropGame(gameMode('normal'), 'seed');
    const smallest = gameMode('normal').monos[0];
    if (!smallest) throw new Error('no monos');
    // Hand it two of the smallest in a row.
    game.current = smallest;
    game.stock[0] = smallest;
    const fused: number[] = [];
    game.on('fused', (mono) => fused.push(mono.level));
    expect(game.drop(225)).toBe(true);
    expect(game.drop(225)).toBe(false);
    run(game, 30);
    expect(game.drop(225)).toBe(true);
    run(game, 240, () => fused.length > 0);
    expect(fused).toEqual([2]);
    expect(game.score).toBe(2);
    expect(game.field().map((m) => m.mono.level)).toEqual([2]);
    expect(game.logs).toEqual([
      [0, 0, 225],
      [30, 0, 225],
    ]);
  });

  it('keeps drops inside the walls', () => {
    const game = new DropGame(gameMode('square'), 'seed');
    game.drop(-500);
    expect(game.logs[0]?.[2]).toBeGreaterThanOrEqual(25 + (game.mode.monos[0]?.size ?? 0) / 2 - 1);
  });

  it('ends once the box is piled above the danger line', () => {
    const game = new DropGame(gameMode('normal'), 'pile');
    let over = false;
    game.on('gameOver', () => {
      over = true;
    });
    for (let i = 0; i < 400 && !over; i++) {
      // Always drop the largest handed out, alternating sides, so little fuses.
      game.drop(i % 2 === 0 ? 60 : 390);
      run(game, 31);
    }
    expect(over).toBe(true);
    expect(game.isOver).toBe(true);
    expect(game.drop(200)).toBe(false);
  });
});
