/** Page window sizes (spec 001 sections 2 and 9). */
export const WINDOW_DEFAULT = { width: 500, height: 500 } as const;
export const WINDOW_MIN = { width: 250, height: 50 } as const;
export const WINDOW_MINIMIZED = { width: 250, height: 39, miniHeight: 32 } as const;
/** Two header clicks closer than this toggle maximise. */
export const DOUBLE_CLICK_MS = 300;

export interface Geometry {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Which edges a resize handle moves. */
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: readonly Handle[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

/** Resizes from a handle by a pointer movement, keeping the minimum size and the opposite edges. */
export function resize(start: Geometry, handle: Handle, dx: number, dy: number): Geometry {
  let { left, top, width, height } = start;
  if (handle.includes('e')) width = Math.max(WINDOW_MIN.width, start.width + dx);
  if (handle.includes('s')) height = Math.max(WINDOW_MIN.height, start.height + dy);
  if (handle.includes('w')) {
    width = Math.max(WINDOW_MIN.width, start.width - dx);
    left = start.left + start.width - width;
  }
  if (handle.includes('n')) {
    height = Math.max(WINDOW_MIN.height, start.height - dy);
    top = start.top + start.height - height;
  }
  return { left, top, width, height };
}

/** Moves a window, keeping its header reachable inside the viewport. */
export function move(start: Geometry, dx: number, dy: number, viewport: { width: number; height: number }): Geometry {
  const left = Math.min(Math.max(start.left + dx, 40 - start.width), viewport.width - 40);
  const top = Math.min(Math.max(start.top + dy, 0), viewport.height - 40);
  return { ...start, left, top };
}

/** Where the n-th window opens: centred, each a little below and right of the last. */
export function initialGeometry(index: number, viewport: { width: number; height: number }): Geometry {
  const width = Math.min(WINDOW_DEFAULT.width, viewport.width);
  const height = Math.min(WINDOW_DEFAULT.height, viewport.height);
  const offset = (index % 6) * 24;
  return {
    left: Math.max(0, (viewport.width - width) / 2 + offset),
    top: Math.max(0, (viewport.height - height) / 2 + offset),
    width,
    height,
  };
}
