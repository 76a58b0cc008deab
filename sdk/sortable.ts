import { useCallback, useRef } from 'react';

/** The list with the item at `from` taken out and put in at `to` (what a drag or a move button does); a place outside it changes nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** How a sortable list is dragged. */
export interface SortableListOptions {
  /** A selector for the part of an item that starts a drag; the whole item when absent. */
  handle?: string;
  /** On touch screens, how long a press holds before it drags, so a list still scrolls. */
  touchDelayMs?: number;
}

const ANIMATION_MS = 150;

/**
 * A ref callback that makes a list's children draggable into a new order (SortableJS, loaded
 * when a list first needs it). The drag is reported as `onMove(from, to)` and the element put
 * back, so React stays the one that orders the list; pair it with buttons for keyboards.
 */
export function useSortableList(
  onMove: (from: number, to: number) => void,
  options: SortableListOptions = {},
): (list: HTMLElement | null) => void {
  const latest = useRef(onMove);
  latest.current = onMove;
  const sortable = useRef<{ destroy(): void } | null>(null);
  const { handle, touchDelayMs } = options;
  return useCallback(
    (list: HTMLElement | null) => {
      sortable.current?.destroy();
      sortable.current = null;
      if (!list) return;
      void import('sortablejs').then(({ default: Sortable }) => {
        if (!list.isConnected) return;
        sortable.current = Sortable.create(list, {
          animation: ANIMATION_MS,
          ...(handle ? { handle } : {}),
          ...(touchDelayMs ? { delay: touchDelayMs, delayOnTouchOnly: true } : {}),
          onEnd: (event) => {
            const { oldIndex, newIndex, item, from } = event;
            if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
            // Undo SortableJS's own move of the element; React draws the new order.
            from.removeChild(item);
            from.insertBefore(item, from.children[oldIndex] ?? null);
            latest.current(oldIndex, newIndex);
          },
        });
      });
    },
    [handle, touchDelayMs],
  );
}
