import type { ReversiBoard } from '@tessera/reversi-rules';
import { useExtensionStrings } from '@tessera/sdk';
import { type KeyboardEvent, useRef, useState } from 'react';

/** A cell's name as players say it: column letter, row number (D3). */
export function cellName(board: ReversiBoard, pos: number): string {
  const x = pos % board.width;
  const y = Math.floor(pos / board.width);
  const column =
    x < 26
      ? String.fromCharCode(65 + x)
      : `${String.fromCharCode(64 + Math.floor(x / 26))}${String.fromCharCode(65 + (x % 26))}`;
  return `${column}${y + 1}`;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * A board as a grid of cells, each a button named by its place and stone. With `onPut`, the cells
 * where a stone may go are offered (marked, and pressed to play); arrow keys move between cells,
 * so the board is one stop for Tab.
 */
export function BoardGrid({
  board,
  label,
  small = false,
  playable = [],
  onPut,
}: {
  board: ReversiBoard;
  label: string;
  small?: boolean;
  /** The cells the viewer may put a stone on now. */
  playable?: readonly number[];
  onPut?(pos: number): void;
}) {
  const t = useExtensionStrings('reversi');
  const [focused, setFocused] = useState(() => board.cells.findIndex((c) => c !== undefined));
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const canPut = new Set(playable);

  const move = (event: KeyboardEvent, from: number) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    let x = from % board.width;
    let y = Math.floor(from / board.width);
    // Skip the places the map has no cell.
    for (;;) {
      x += step[0];
      y += step[1];
      if (x < 0 || y < 0 || x >= board.width || y >= board.height) return;
      const pos = x + y * board.width;
      if (board.cells[pos] !== undefined) {
        setFocused(pos);
        refs.current.get(pos)?.focus();
        return;
      }
    }
  };

  // Cells are keyed by their place on the board, which is what they are.
  const cells = board.cells.map((cell, pos) => ({ cell, pos }));
  const drawn = (
    <>
      {cells.map(({ cell, pos }) => {
        if (cell === undefined) return <span key={pos} className="reversi-hole" aria-hidden="true" />;
        const name = `${cellName(board, pos)}: ${cell === null ? t('empty') : t(cell)}`;
        const last = board.lastMove?.pos === pos;
        const classes = ['reversi-cell', canPut.has(pos) ? 'playable' : '', last ? 'last' : ''].join(' ').trim();
        if (small) {
          return (
            <span key={pos} className={classes}>
              {cell && <span className={`reversi-stone ${cell}`} />}
            </span>
          );
        }
        return (
          <button
            key={pos}
            ref={(el) => {
              if (el) refs.current.set(pos, el);
              else refs.current.delete(pos);
            }}
            type="button"
            className={classes}
            aria-label={name}
            aria-disabled={!canPut.has(pos)}
            tabIndex={pos === focused ? 0 : -1}
            onFocus={() => setFocused(pos)}
            onKeyDown={(e) => move(e, pos)}
            onClick={() => {
              if (canPut.has(pos)) onPut?.(pos);
            }}
          >
            {cell && <span className={`reversi-stone ${cell}`} />}
          </button>
        );
      })}
    </>
  );
  const style = { gridTemplateColumns: `repeat(${board.width}, 1fr)` };
  return small ? (
    <div role="img" aria-label={label} className="reversi-board small" style={style}>
      {drawn}
    </div>
  ) : (
    <fieldset aria-label={label} className="reversi-board" style={style}>
      {drawn}
    </fieldset>
  );
}
