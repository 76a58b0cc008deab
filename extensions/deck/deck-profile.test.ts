import { describe, expect, it } from 'vitest';
import {
  addColumn,
  columnSettings,
  type DeckProfile,
  moveInStack,
  moveStack,
  popOut,
  readProfile,
  removeColumn,
  replaceSettings,
  stackLeft,
  starterProfile,
} from './deck-profile';

const col = (id: string, type = 'tl') => ({ id, type, name: null, width: 330 });
const three: DeckProfile = { columns: [col('a'), col('b'), col('c')], layout: [['a'], ['b'], ['c']] };

describe('deck profile', () => {
  it('starts with the home timeline and the notifications side by side', () => {
    let n = 0;
    const p = starterProfile(() => `c${n++}`);
    expect(p.columns.map((c) => c.type)).toEqual(['tl', 'notifications']);
    expect(p.layout).toEqual([['c0'], ['c1']]);
  });

  it('reads what the registry holds, dropping what is not a column and placing stray ones', () => {
    const p = readProfile({
      columns: [col('a'), { id: 5 }, { ...col('b'), width: 5000 }],
      layout: [['a', 'zzz'], 'x', []],
    });
    expect(p?.columns.map((c) => c.id)).toEqual(['a', 'b']);
    expect(p?.columns[1]?.width).toBe(900);
    expect(p?.layout).toEqual([['a'], ['b']]);
    expect(readProfile('nope')).toBeNull();
  });

  it('adds, moves and removes columns', () => {
    const added = addColumn(three, col('d'));
    expect(added.layout).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(moveStack(added, 'd', -1).layout).toEqual([['a'], ['b'], ['d'], ['c']]);
    expect(moveStack(added, 'a', -1)).toBe(added);
    expect(removeColumn(added, 'b').layout).toEqual([['a'], ['c'], ['d']]);
  });

  it('stacks a column under its left neighbour and takes it out again', () => {
    const stacked = stackLeft(three, 'b');
    expect(stacked.layout).toEqual([['a', 'b'], ['c']]);
    expect(moveInStack(stacked, 'b', -1).layout).toEqual([['b', 'a'], ['c']]);
    expect(popOut(stacked, 'a').layout).toEqual([['b'], ['a'], ['c']]);
    expect(stackLeft(three, 'a')).toBe(three);
  });

  it('keeps a column’s own settings apart from the deck’s fields', () => {
    const p = replaceSettings({ ...three, columns: [{ ...col('a'), tl: 'home' }] }, 'a', { tl: 'local', id: 'x' });
    expect(p.columns[0]).toEqual({ id: 'a', type: 'tl', name: null, width: 330, tl: 'local' });
    expect(columnSettings(p.columns[0] ?? col('z'))).toEqual({ tl: 'local' });
  });
});
