import { describe, expect, it } from 'vitest';
import type { StatusbarContribution } from './api';
import { commonSettings, moveStatusbar, newStatusbar, withKind } from './statusbar-config';

const rss: StatusbarContribution = {
  type: 'rss',
  title: 'RSS',
  component: async () => ({ default: () => null }),
  defaultSettings: { url: '', shuffle: true },
};
const federation: StatusbarContribution = { ...rss, type: 'federation', defaultSettings: { colored: false } };

describe('status bar settings', () => {
  it("starts a bar with Misskey's defaults and the kind's own settings", () => {
    expect(newStatusbar('a', rss)).toEqual({
      id: 'a',
      name: null,
      type: 'rss',
      black: false,
      size: 'medium',
      props: { refreshIntervalSec: 120, marqueeDuration: 100, marqueeReverse: false, url: '', shuffle: true },
    });
  });

  it('keeps the common settings within bounds, whatever another client stored', () => {
    expect(commonSettings({ refreshIntervalSec: 1, marqueeDuration: 9999, marqueeReverse: 'yes' })).toEqual({
      refreshIntervalSec: 10,
      marqueeDuration: 150,
      marqueeReverse: false,
    });
    expect(commonSettings({ marqueeDuration: Number.NaN }).marqueeDuration).toBe(100);
  });

  it("changes kind keeping the common settings and dropping the old kind's", () => {
    const bar = { ...newStatusbar('a', rss), name: 'NEWS', props: { marqueeDuration: 30, url: 'https://x.example/' } };
    expect(withKind(bar, federation)).toMatchObject({
      type: 'federation',
      name: null,
      props: { marqueeDuration: 30, colored: false },
    });
    expect(withKind(bar, federation).props.url).toBeUndefined();
  });

  it('moves a bar up and down, and not past the ends', () => {
    const bars = ['a', 'b', 'c'].map((id) => newStatusbar(id, rss));
    expect(moveStatusbar(bars, 'c', -1).map((b) => b.id)).toEqual(['a', 'c', 'b']);
    expect(moveStatusbar(bars, 'a', -1).map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(moveStatusbar(bars, 'a', 1).map((b) => b.id)).toEqual(['b', 'a', 'c']);
  });
});
