/** Offsets of items stacked top to bottom: offsets[i] is where item i starts; the last entry is the total. */
export function stackOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (heights[i] ?? 0);
  return offsets;
}

/** The first index whose item ends after `y` (binary search over stacked offsets). */
function firstEndingAfter(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] ?? 0) > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The items to mount for a viewport [top, bottom) in the list's own coordinates, widened by
 * `overscan` pixels each way so a quick scroll does not show blank space: [start, end).
 */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  bottom: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = Math.min(firstEndingAfter(offsets, top - overscan), count - 1);
  let end = firstEndingAfter(offsets, bottom + overscan) + 1;
  end = Math.max(start + 1, Math.min(end, count));
  return { start, end };
}
