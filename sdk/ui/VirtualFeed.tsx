import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { afterPaint } from '../after-paint';
import { stackOffsets, visibleRange } from './feed-window';
import { ItemBoundary } from './ItemBoundary';
import './virtual-feed.css';

/** Extra height mounted above and below the viewport, so a quick scroll does not show blanks. */
const OVERSCAN_PX = 1200;
/** When the last mounted item is this close to the end, the next page is asked for. */
const NEAR_END_ITEMS = 5;

/** What a virtual feed shows and how. */
export interface VirtualFeedProps<T> {
  items: readonly T[];
  /** A stable key per item (a note's id). */
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Accessible name of the feed. */
  label: string;
  /** True while more items are loading. */
  busy: boolean;
  /** Height assumed for an item not yet measured. */
  estimatedHeight?: number;
  /** Called when the reader nears the last item: load the next page. */
  onNearEnd?(): void;
  /** What stands in for an item that fails to render (each item has its own error boundary). */
  itemFailedLabel?: string;
  /**
   * 'top' (the default): the page scrolls, items run down from the first. 'bottom': the feed is
   * its own scroll box that opens at its bottom and stays there as items arrive (a chat), items
   * run up from the first, and `onNearEnd` asks for those further up. Either way `items` start
   * at the anchor: newest first in a bottom-anchored feed.
   */
  anchor?: 'top' | 'bottom';
}

/**
 * A feed (role feed) that mounts only the items near the viewport, so thousands of notes keep a
 * small DOM. The page (window) scrolls, or the box the feed is in (a deck column); items above
 * and below are stood in for by spacers sized from measured heights, and the browser's scroll
 * anchoring keeps the view still as they settle.
 */
export function VirtualFeed<T>({
  items,
  itemKey,
  renderItem,
  label,
  busy,
  estimatedHeight = 180,
  onNearEnd,
  itemFailedLabel,
  anchor = 'top',
}: VirtualFeedProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [measured, remeasure] = useReducer((n: number) => n + 1, 0);
  const viewport = useViewport(listRef, anchor);
  const overscan = useOverscanAfterFirstPaint();

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured counts height changes kept in the ref.
  const offsets = useMemo(
    () => stackOffsets(items.map((item) => heights.current.get(itemKey(item)) ?? estimatedHeight)),
    [items, itemKey, estimatedHeight, measured],
  );
  const { start, end } = visibleRange(offsets, viewport.top, viewport.bottom, overscan);
  const total = offsets[offsets.length - 1] ?? 0;

  const pending = useRef(0);
  const onHeight = useCallback((key: string, height: number) => {
    if (heights.current.get(key) === height) return;
    heights.current.set(key, height);
    // Many items report at once as they mount: redraw once per frame.
    if (pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      remeasure();
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);

  const nearEnd = items.length > 0 && end >= items.length - NEAR_END_ITEMS;
  // Asked again after each page, in case the new page still does not fill the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-asks after a page arrives.
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, items.length]);

  return (
    <div
      ref={listRef}
      role="feed"
      aria-label={label}
      aria-busy={busy}
      className={anchor === 'bottom' ? 'virtual-feed bottom-anchored' : 'virtual-feed'}
      tabIndex={anchor === 'bottom' ? 0 : undefined}
      data-items={items.length}
    >
      <div className="feed-spacer" style={{ height: offsets[start] ?? 0 }} />
      {items.slice(start, end).map((item) => {
        const key = itemKey(item);
        return (
          <MeasuredItem key={key} itemKey={key} onHeight={onHeight}>
            <ItemBoundary {...(itemFailedLabel !== undefined ? { label: itemFailedLabel } : {})}>
              {renderItem(item)}
            </ItemBoundary>
          </MeasuredItem>
        );
      })}
      <div className="feed-spacer" style={{ height: total - (offsets[end] ?? total) }} />
    </div>
  );
}

/**
 * The overscan: none for the feed's first frame, so it mounts only the items it shows and draws
 * them sooner (below the fold, a first page is as much again); the rest follows once that frame
 * has been painted.
 */
function useOverscanAfterFirstPaint(): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setOverscan(OVERSCAN_PX));
    return () => {
      live = false;
    };
  }, []);
  return overscan;
}

/** One mounted item, reporting its height whenever it changes (images loading, content shown). */
function MeasuredItem({
  itemKey,
  onHeight,
  children,
}: {
  itemKey: string;
  onHeight(key: string, height: number): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Reading offsetHeight here would lay the whole page out once more before it is painted; a
    // ResizeObserver reports the height (first as it starts observing) from the layout the
    // browser makes anyway.
    if (typeof ResizeObserver === 'undefined') {
      onHeight(itemKey, el.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      onHeight(itemKey, box ? box.blockSize : el.offsetHeight);
    });
    observer.observe(el, { box: 'border-box' });
    return () => observer.disconnect();
  }, [itemKey, onHeight]);
  return (
    <div ref={ref} className="feed-item">
      {children}
    </div>
  );
}

/** The nearest ancestor that scrolls vertically (a deck column, a widget), or null for the page. */
function scrollingAncestor(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The viewport in the list's own coordinates (distance from its anchor), kept current on scroll
 * and resize. A top-anchored feed is seen through the window and, inside a box that scrolls (a
 * deck column, a widget), through that box too; a bottom-anchored one is its own box (whose
 * scrollTop runs negative, upwards from 0 at the bottom).
 */
function useViewport(
  listRef: React.RefObject<HTMLDivElement | null>,
  anchor: 'top' | 'bottom',
): { top: number; bottom: number } {
  const box = useRef<HTMLElement | null>(null);
  const read = useCallback(() => {
    const el = listRef.current;
    if (anchor === 'bottom') {
      const top = el ? -el.scrollTop : 0;
      return { top, bottom: top + (el?.clientHeight ?? 0) };
    }
    const listTop = el ? el.getBoundingClientRect().top : 0;
    const clip = box.current?.getBoundingClientRect();
    const top = Math.max(clip?.top ?? 0, 0) - listTop;
    return { top, bottom: Math.max(top, Math.min(clip?.bottom ?? window.innerHeight, window.innerHeight) - listTop) };
  }, [listRef, anchor]);
  const [viewport, setViewport] = useState({
    top: 0,
    bottom: typeof window === 'undefined' ? 800 : window.innerHeight,
  });
  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = read();
        setViewport((v) => (Math.abs(v.top - next.top) < 1 && v.bottom - v.top === next.bottom - next.top ? v : next));
      });
    };
    box.current = anchor === 'top' ? scrollingAncestor(listRef.current) : null;
    // The first frame mounts what the estimate (the window's height from the list's start)
    // covers, at least what shows of a list the page has not scrolled past; the viewport is read
    // once that frame has been laid out, not before, which would lay the page out twice.
    update();
    const scrollers = anchor === 'bottom' ? [listRef.current] : [window, box.current];
    for (const scroller of scrollers) scroller?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      for (const scroller of scrollers) scroller?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [read, anchor, listRef]);
  return viewport;
}
