import { describe, expect, it } from 'vitest';
import { queryOf, searchPath } from './search-query';

describe('the search address', () => {
  it('carries only what is set, and reads back the same', () => {
    expect(searchPath({ q: 'bread', type: 'note' })).toBe('/search?q=bread');
    const path = searchPath({ q: 'rye & spelt', type: 'note', username: 'bob', host: '.' });
    expect(path).toBe('/search?q=rye+%26+spelt&username=bob&host=.');
    const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(queryOf(params)).toEqual({ q: 'rye & spelt', type: 'note', username: 'bob', host: '.' });
    expect(queryOf({ type: 'user', username: '@carol' })).toEqual({ q: '', type: 'user', username: 'carol' });
  });

  it('carries the origin people are searched from, as Misskey’s search page does', () => {
    expect(searchPath({ q: 'ann', type: 'user', origin: 'local' })).toBe('/search?q=ann&type=user&origin=local');
    expect(queryOf({ q: 'ann', type: 'user', origin: 'remote' })).toEqual({ q: 'ann', type: 'user', origin: 'remote' });
    // 'combined' is the default and stays out of the address; anything else is ignored.
    expect(queryOf({ q: 'ann', origin: 'combined' })).toEqual({ q: 'ann', type: 'note' });
    expect(queryOf({ q: 'ann', origin: 'elsewhere' })).toEqual({ q: 'ann', type: 'note' });
  });
});
