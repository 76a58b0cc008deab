import { describe, expect, it } from 'vitest';
import { currentWidgetPlacement } from './widget-names';

describe('currentWidgetPlacement', () => {
  it("reads a layout's Ai-chan saved as `ai` as Misskey's `aichan`, keeping its id, side and settings", () => {
    const saved = { name: 'ai', id: 'ai-1', place: 'left', data: { transparent: true } };
    expect(currentWidgetPlacement(saved)).toEqual({ ...saved, name: 'aichan' });
  });

  it('leaves current names as they are', () => {
    const clock = { name: 'clock', id: 'c', data: {} };
    expect(currentWidgetPlacement(clock)).toBe(clock);
    expect(currentWidgetPlacement({ name: 'aichan', id: 'a', data: {} }).name).toBe('aichan');
    expect(currentWidgetPlacement({ name: 'toString', id: 't', data: {} }).name).toBe('toString');
  });
});
