import { useCallback, useRef } from 'react';

/**
 * Makes a list's items draggable into a new order (SortableJS, loaded with the page that uses it).
 * SortableJS moves the element itself; it is put back at once and the move reported, so React
 * stays the one that orders the list.
 */
export function useSortable(onMove: (from: number, to: number) => void) {
  const latest = useRef(onMove);
  latest.current = onMove;
  const sortable = useRef<{ destroy(): void } | null>(null);
  return useCallback((list: HTMLElement | null) => {
    sortable.current?.destroy();
    sortable.current = null;
    if (!list) return;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (!list.isConnected) return;
      sortable.current = Sortable.create(list, {
        animation: 150,
        handle: '.navbar-handle',
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
  }, []);
}
