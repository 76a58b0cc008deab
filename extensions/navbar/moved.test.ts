import { describe, expect, it } from 'vitest';
import { moved } from './moved';

describe('moved', () => {
  it('moves an entry down or up to the place of another', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it was for a place outside it', () => {
    expect(moved(['a', 'b'], -1, 1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
