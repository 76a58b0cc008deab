// Loaded only on touch screens, once a view that swipes is shown (see use-swipe.ts).
import { ignoresSwipe, swipeStep } from './swipe-rules';
import type { SwipeActions } from './use-swipe';

/**
 * Follows touch and pen swipes over `area` with pointer events, from `first` on if given, and
 * takes a step when one ends far enough along the line (the spec's rules, swipe-rules.ts). Mice
 * never swipe. Gives the way to stop.
 */
export function attachSwipe(area: HTMLElement, handlers: () => SwipeActions, first?: PointerEvent): () => void {
  let start: { id: number; x: number; y: number; maxDy: number } | null = null;
  const down = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    start = ignoresSwipe(event.target as Element | null, area)
      ? null
      : { id: event.pointerId, x: event.clientX, y: event.clientY, maxDy: 0 };
  };
  const move = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return;
    start.maxDy = Math.max(start.maxDy, Math.abs(event.clientY - start.y));
  };
  const up = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return;
    const rtl = getComputedStyle(area).direction === 'rtl';
    const step = swipeStep(event.clientX - start.x, Math.max(start.maxDy, Math.abs(event.clientY - start.y)), rtl);
    start = null;
    const now = handlers();
    if (!step || !now.can(step)) return;
    // Taken here: an area around this one (a deck column around a page's tabs) does not move too.
    event.stopPropagation();
    now.go(step);
  };
  const cancel = () => {
    start = null;
  };
  // The touch that loaded this code is followed too.
  if (first) down(first);
  area.addEventListener('pointerdown', down, { passive: true });
  area.addEventListener('pointermove', move, { passive: true });
  area.addEventListener('pointerup', up, { passive: true });
  area.addEventListener('pointercancel', cancel, { passive: true });
  return () => {
    area.removeEventListener('pointerdown', down);
    area.removeEventListener('pointermove', move);
    area.removeEventListener('pointerup', up);
    area.removeEventListener('pointercancel', cancel);
  };
}
