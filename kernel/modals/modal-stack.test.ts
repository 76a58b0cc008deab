import { describe, expect, it, vi } from 'vitest';
import { ModalStack, PRIORITY } from './modal-stack';
import { EDGE_MARGIN, placePopup, placeSubmenu } from './popup-position';

const spec = (extra = {}) => ({ presentation: 'dialog' as const, render: () => null, ...extra });

// Spec 001 sections 2 and 9: layering, dismissal, edge margin.
describe('modal stack', () => {
  it('layers by priority: veryLow 500000, low 1000000, middle 2000000, high 3000000', () => {
    expect(PRIORITY).toEqual({ veryLow: 500_000, low: 1_000_000, middle: 2_000_000, high: 3_000_000 });
    const stack = new ModalStack();
    stack.open(spec({ priority: 'high' }));
    stack.open(spec());
    stack.open(spec({ priority: 'veryLow' }));
    expect(stack.get().map((e) => Math.floor(e.zIndex / 500_000) * 500_000)).toEqual([3_000_000, 2_000_000, 500_000]);
    expect(stack.top()?.priority).toBe('high');
  });

  it('Escape/backdrop close only the topmost dismissible modal, and closing runs onClosed once', () => {
    const stack = new ModalStack();
    const closedA = vi.fn();
    const closedB = vi.fn();
    stack.open(spec({ onClosed: closedA }));
    const b = stack.open(spec({ onClosed: closedB }));
    expect(stack.dismissTop()).toBe(true);
    expect(closedB).toHaveBeenCalledOnce();
    b.close();
    expect(closedB).toHaveBeenCalledOnce();
    expect(stack.get()).toHaveLength(1);
    stack.open(spec({ dismissible: false }));
    expect(stack.dismissTop()).toBe(false);
    expect(closedA).not.toHaveBeenCalled();
  });
});

describe('popup placement', () => {
  const viewport = { width: 400, height: 600 };
  it('opens below the anchor, or above when there is no room', () => {
    expect(placePopup({ left: 50, top: 100, width: 40, height: 20 }, { width: 200, height: 100 }, viewport)).toEqual({
      left: 50,
      top: 120,
    });
    expect(placePopup({ left: 50, top: 550, width: 40, height: 20 }, { width: 200, height: 100 }, viewport)).toEqual({
      left: 50,
      top: 450,
    });
  });

  it('stays 16 px inside the viewport', () => {
    expect(EDGE_MARGIN).toBe(16);
    expect(placePopup({ left: 380, top: 0, width: 10, height: 0 }, { width: 200, height: 100 }, viewport)).toEqual({
      left: 400 - 200 - 16,
      top: 16,
    });
  });

  it('opens toward the inline end: right-aligned on the anchor in right-to-left text', () => {
    expect(
      placePopup({ left: 300, top: 100, width: 40, height: 20 }, { width: 200, height: 100 }, viewport, 'rtl'),
    ).toEqual({ left: 340 - 200, top: 120 });
    expect(
      placePopup({ left: 20, top: 100, width: 40, height: 20 }, { width: 200, height: 100 }, viewport, 'rtl'),
    ).toEqual({ left: 16, top: 120 });
  });
});

describe('a submenu beside its item', () => {
  const viewport = { width: 800, height: 600 };
  const size = { width: 200, height: 120 };

  it('opens toward the inline end, on the other side when there is no room', () => {
    expect(placeSubmenu({ left: 100, top: 200, width: 180, height: 36 }, size, viewport)).toEqual({
      left: 276,
      top: 194,
    });
    expect(placeSubmenu({ left: 500, top: 200, width: 180, height: 36 }, size, viewport)).toEqual({
      left: 304,
      top: 194,
    });
    expect(placeSubmenu({ left: 500, top: 200, width: 180, height: 36 }, size, viewport, 'rtl')).toEqual({
      left: 304,
      top: 194,
    });
    expect(placeSubmenu({ left: 100, top: 200, width: 180, height: 36 }, size, viewport, 'rtl')).toEqual({
      left: 276,
      top: 194,
    });
  });

  it('stays inside the viewport', () => {
    expect(placeSubmenu({ left: 16, top: 560, width: 768, height: 36 }, size, viewport)).toEqual({
      left: 584,
      top: 600 - 120 - EDGE_MARGIN,
    });
  });
});
