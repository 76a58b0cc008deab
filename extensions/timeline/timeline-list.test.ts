import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { mergeNotes, newestOf } from './timeline-list';

const note = (id: string, at: number) => ({ id, createdAt: new Date(at).toISOString() }) as entities.Note;

describe('timeline lists', () => {
  it('merges without repeats and keeps the newest first, whatever order pages come in', () => {
    const list = [note('c', 3000), note('a', 1000)];
    const merged = mergeNotes(list, [note('b', 2000), note('c', 3000), note('d', 4000), note('b', 2000)]);
    expect(merged.map((n) => n.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('appends an older page and puts newer notes on top, in order', () => {
    const list = [note('e', 5000), note('d', 4000)];
    expect(mergeNotes(list, [note('a', 1000), note('c', 3000)]).map((n) => n.id)).toEqual(['e', 'd', 'c', 'a']);
    expect(mergeNotes(list, [note('g', 7000), note('f', 6000)]).map((n) => n.id)).toEqual(['g', 'f', 'e', 'd']);
  });

  it('returns the same list when nothing is new, so views need not redraw', () => {
    const list = [note('a', 1000)];
    expect(mergeNotes(list, [note('a', 1000)])).toBe(list);
    expect(mergeNotes(list, [])).toBe(list);
  });

  it('orders notes of the same millisecond by id', () => {
    expect(mergeNotes([], [note('x1', 5), note('x2', 5)]).map((n) => n.id)).toEqual(['x2', 'x1']);
  });

  it('finds the newest note across the shown and the queued notes', () => {
    expect(newestOf([note('a', 1)], [note('b', 9), note('c', 4)])?.id).toBe('b');
    expect(newestOf([], [])).toBeNull();
  });
});
