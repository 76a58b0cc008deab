import { useEffect, useRef } from 'react';
import type { SwipeStep } from './swipe-rules';

export type { SwipeStep };

/** What a swipe does in a view: whether a step leads anywhere from where it is, and taking it. */
export interface SwipeActions {
  /** Whether there is something to go to that way (not at an end, not a tab with its own action). */
  can(step: SwipeStep): boolean;
  /** Goes one step: to the next or the previous tab, column... */
  go(step: SwipeStep): void;
}

/**
 * Lets a horizontal swipe over `area` go to the next or previous view (tabs, deck columns), on
 * touch screens, following the spec's rules: not from inputs, editable text or what scrolls
 * sideways; 20 px before it counts, a change past 70 px, cancelled by 75 px of vertical
 * movement; mirrored in right-to-left text. The code that follows the finger loads only on a
 * device with a touch screen, at the first touch of such a view.
 */
export function useSwipe(area: HTMLElement | null, actions: SwipeActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!area || !(navigator.maxTouchPoints > 0)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    // Sideways movement is the view's to follow; the browser still scrolls vertically and zooms.
    const touchAction = area.style.touchAction;
    area.style.touchAction = 'pan-y pinch-zoom';
    // The code that follows the finger loads at the first touch, which it then follows.
    const first = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      area.removeEventListener('pointerdown', first);
      void import('./swipe').then(({ attachSwipe }) => {
        if (!gone) stop = attachSwipe(area, () => latest.current, event);
      });
    };
    area.addEventListener('pointerdown', first, { passive: true });
    return () => {
      gone = true;
      area.style.touchAction = touchAction;
      area.removeEventListener('pointerdown', first);
      stop?.();
    };
  }, [area]);
}
