import { describe, expect, it } from 'vitest';
import type { ContributionEntry } from './contributions';
import { layOutMainMenu } from './main-menu-layout';
import type { AnyMenuItemContribution } from './menu';

const entry = (id: string, extra: Partial<AnyMenuItemContribution> = {}) =>
  ({ extensionId: 'x', item: { slot: 'main', id, title: id, ...extra } }) as ContributionEntry<AnyMenuItemContribution>;

describe('layOutMainMenu', () => {
  it("puts fixed entries around the person's, in the person's order, new ones after, taken-out ones under More", () => {
    const entries = [
      entry('timeline', { fixed: true, order: 0 }),
      entry('notifications'),
      entry('drive'),
      entry('clips'),
      entry('hello'),
      entry('settings', { fixed: true, order: 900 }),
    ];
    const layout = layOutMainMenu(entries, ['clips', 'gone', 'notifications'], ['drive']);
    const ids = (list: typeof entries) => list.map((e) => e.item.id);
    expect(ids(layout.top)).toEqual(['timeline']);
    expect(ids(layout.chosen)).toEqual(['clips', 'notifications', 'hello']);
    expect(ids(layout.more)).toEqual(['drive']);
    expect(ids(layout.bottom)).toEqual(['settings']);
  });
});

describe('entries offered under More', () => {
  it('wait there until the person puts them in the menu', () => {
    const entries = [entry('clips'), entry('reload', { inMore: true }), entry('profile', { inMore: true })];
    const ids = (list: typeof entries) => list.map((e) => e.item.id);
    const fresh = layOutMainMenu(entries, ['clips'], []);
    expect(ids(fresh.chosen)).toEqual(['clips']);
    expect(ids(fresh.more)).toEqual(['reload', 'profile']);
    const placed = layOutMainMenu(entries, ['profile', 'clips'], []);
    expect(ids(placed.chosen)).toEqual(['profile', 'clips']);
    expect(ids(placed.more)).toEqual(['reload']);
  });
});
