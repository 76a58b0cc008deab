import { describe, expect, it } from 'vitest';
import { stackOffsets, visibleRange } from './feed-window';

describe('the feed window', () => {
  const offsets = stackOffsets(Array.from({ length: 10_000 }, () => 100));

  it('stacks heights into offsets ending with the total', () => {
    expect(stackOffsets([10, 20, 30])).toEqual([0, 10, 30, 60]);
  });

  it('mounts only what covers the viewport and the overscan, wherever the reader is', () => {
    expect(visibleRange(offsets, 0, 800, 400)).toEqual({ start: 0, end: 13 });
    const deep = visibleRange(offsets, 500_000, 500_800, 400);
    expect(deep).toEqual({ start: 4996, end: 5013 });
    expect(deep.end - deep.start).toBeLessThan(20);
  });

  it('keeps at least one item and stays inside the list at its ends', () => {
    expect(visibleRange(offsets, 2_000_000, 2_000_800, 0)).toEqual({ start: 9999, end: 10_000 });
    expect(visibleRange(stackOffsets([]), 0, 800, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(stackOffsets([50, 50]), -300, 0, 0)).toEqual({ start: 0, end: 1 });
  });
});
