import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's entries fit side by side in `available` pixels: all of them when they fit,
 * else as many as fit with the More button after them (at least none).
 */
export function entriesThatFit(widths: readonly number[], gap: number, available: number, moreWidth: number): number {
  const span = (count: number) => widths.slice(0, count).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, count - 1);
  if (span(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && span(count) + gap + moreWidth > available) count--;
  return count;
}

/**
 * How many entries of a list fit on its line, measured from the list's items as they are drawn
 * (`keys` names the entries): every item but the last is an entry, and the last is the More
 * button that holds the rest.
 * Items past the count stay in the list, out of sight (so they can still be measured), and the
 * count follows the list's container and the items as they change size.
 */
export function useEntriesThatFit(list: RefObject<HTMLElement | null>, keys: readonly string[]): number {
  const count = keys.length;
  const drawn = keys.join('\n');
  const [fitting, setFitting] = useState(count);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever other entries are drawn (`drawn`).
  useLayoutEffect(() => {
    const element = list.current;
    const container = element?.parentElement;
    if (!element || !container) return;
    const measure = () => {
      const items = [...element.children].map((item) => item.getBoundingClientRect().width);
      const more = items.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      setFitting(entriesThatFit(items, gap, container.clientWidth, more));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  }, [list, drawn]);
  return Math.min(fitting, count);
}
