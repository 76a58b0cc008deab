/** Margin kept between a popup or context menu and the viewport edge (spec 001 section 9). */
export const EDGE_MARGIN = 16;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where to put a popup of the given size next to an anchor: below it (or above when there is
 * no room), aligned on the anchor's inline start (its left edge, its right edge in right-to-left
 * text) so it opens toward the inline end, and always at least 16 px inside the viewport.
 */
export function placePopup(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  direction: 'ltr' | 'rtl' = 'ltr',
): { left: number; top: number } {
  const below = anchor.top + anchor.height;
  const fitsBelow = below + size.height + EDGE_MARGIN <= viewport.height;
  const top = fitsBelow ? below : anchor.top - size.height;
  const start = direction === 'rtl' ? anchor.left + anchor.width - size.width : anchor.left;
  return insideViewport(start, top, size, viewport);
}

/**
 * Where to put a submenu of the given size beside the item that opens it: toward the inline end,
 * overlapping the item by 4 px and its top 6 px above the item's (the menu's padding), on the
 * other side when there is no room, and always at least 16 px inside the viewport. Placed in the
 * viewport (fixed), so a scrolling menu does not clip it.
 */
export function placeSubmenu(
  item: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  direction: 'ltr' | 'rtl' = 'ltr',
): { left: number; top: number } {
  const after = item.left + item.width - 4;
  const before = item.left - size.width + 4;
  const fitsAfter = after + size.width + EDGE_MARGIN <= viewport.width;
  const fitsBefore = before >= EDGE_MARGIN;
  const left =
    direction === 'rtl' ? (fitsBefore || !fitsAfter ? before : after) : fitsAfter || !fitsBefore ? after : before;
  return insideViewport(left, item.top - 6, size, viewport);
}

/** A box moved at least EDGE_MARGIN inside the viewport, where it fits. */
function insideViewport(
  left: number,
  top: number,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  return {
    left: clamp(left, EDGE_MARGIN, viewport.width - size.width - EDGE_MARGIN),
    top: clamp(top, EDGE_MARGIN, viewport.height - size.height - EDGE_MARGIN),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}
