import { describe, expect, it } from 'vitest';
import {
  DOUBLE_CLICK_MS,
  HANDLES,
  initialGeometry,
  move,
  resize,
  WINDOW_DEFAULT,
  WINDOW_MIN,
  WINDOW_MINIMIZED,
} from './window-geometry';

// Spec 001 sections 2 and 9, page windows.
describe('page window geometry', () => {
  it('uses the spec sizes: default 500x500, min 250x50, minimised 250x39 (32 mini), 300 ms double-click', () => {
    expect(WINDOW_DEFAULT).toEqual({ width: 500, height: 500 });
    expect(WINDOW_MIN).toEqual({ width: 250, height: 50 });
    expect(WINDOW_MINIMIZED).toEqual({ width: 250, height: 39, miniHeight: 32 });
    expect(DOUBLE_CLICK_MS).toBe(300);
    expect(HANDLES).toHaveLength(8);
  });

  it('opens centred, later windows a little offset', () => {
    expect(initialGeometry(0, { width: 1300, height: 900 })).toEqual({ left: 400, top: 200, width: 500, height: 500 });
    expect(initialGeometry(1, { width: 1300, height: 900 })).toMatchObject({ left: 424, top: 224 });
    expect(initialGeometry(0, { width: 390, height: 800 }).width).toBe(390);
  });

  it('resizes from each edge, never below the minimum, keeping the opposite edge', () => {
    const g = { left: 100, top: 100, width: 500, height: 500 };
    expect(resize(g, 'se', 20, 30)).toEqual({ left: 100, top: 100, width: 520, height: 530 });
    expect(resize(g, 'nw', 20, 30)).toEqual({ left: 120, top: 130, width: 480, height: 470 });
    expect(resize(g, 'w', 400, 0)).toEqual({ left: 350, top: 100, width: 250, height: 500 });
    expect(resize(g, 'n', 0, 1000)).toEqual({ left: 100, top: 550, width: 500, height: 50 });
  });

  it('moves, keeping the header on screen', () => {
    const g = { left: 100, top: 100, width: 500, height: 500 };
    expect(move(g, 50, 60, { width: 1000, height: 800 })).toMatchObject({ left: 150, top: 160 });
    expect(move(g, 0, -500, { width: 1000, height: 800 }).top).toBe(0);
    expect(move(g, 5000, 0, { width: 1000, height: 800 }).left).toBe(960);
  });
});
