import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './fold-row';

describe("the visitor bar's entries", () => {
  it('all stay when they fit, gaps counted', () => {
    expect(entriesThatFit([100, 100, 100], 10, 320, 50)).toBe(3);
    expect(entriesThatFit([], 10, 0, 50)).toBe(0);
  });

  it('fold from the end into More, leaving room for it', () => {
    // 100 + 10 + 100 + 10 + More 50 = 270 fits 300; a third entry would not.
    expect(entriesThatFit([100, 100, 100], 10, 300, 50)).toBe(2);
    expect(entriesThatFit([100, 100, 100], 10, 269, 50)).toBe(1);
  });

  it('fold all of them when only More fits', () => {
    expect(entriesThatFit([100, 100], 10, 60, 50)).toBe(0);
    expect(entriesThatFit([100, 100], 10, 10, 50)).toBe(0);
  });
});
