import { describe, expect, it } from 'vitest';
import { matchesWordList } from './word-list';

describe('matchesWordList', () => {
  it('matches words ignoring case, all words of an entry, and patterns', () => {
    expect(matchesWordList('Buy CHEAP pills', ['cheap'])).toBe(true);
    expect(matchesWordList('cheap flights', ['cheap pills'])).toBe(false);
    expect(matchesWordList('pills, cheap ones', ['cheap pills'])).toBe(true);
    expect(matchesWordList('call 555-1234', ['/\\d{3}-\\d{4}/'])).toBe(true);
    expect(matchesWordList('Spam', ['/spam/'])).toBe(false);
    expect(matchesWordList('Spam', ['/spam/i'])).toBe(true);
  });

  it('ignores empty entries and patterns that do not compile', () => {
    expect(matchesWordList('anything', ['', '   ', '/(/'])).toBe(false);
  });
});
