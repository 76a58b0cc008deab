import { describe, expect, it } from 'vitest';
import { draftProblem, formatKeywordLines, NEW_ANTENNA, paramsOf, parseKeywordLines } from './antenna-form-model';

describe('the antenna form', () => {
  it('reads keyword lines: spaces join words (AND), lines are alternatives (OR)', () => {
    expect(parseKeywordLines('bread  rye\n\n cake \n')).toEqual([['bread', 'rye'], ['cake']]);
    expect(formatKeywordLines([['bread', 'rye'], ['cake']])).toBe('bread rye\ncake');
  });

  it('asks for a name, a keyword, a list or users before sending', () => {
    expect(draftProblem(NEW_ANTENNA)).toBe('needName');
    expect(draftProblem({ ...NEW_ANTENNA, name: 'x' })).toBe('needKeyword');
    expect(draftProblem({ ...NEW_ANTENNA, name: 'x', excludeKeywords: 'spam' })).toBeNull();
    expect(draftProblem({ ...NEW_ANTENNA, name: 'x', keywords: 'a', src: 'list' })).toBe('needList');
    expect(draftProblem({ ...NEW_ANTENNA, name: 'x', keywords: 'a', src: 'users' })).toBe('needUsers');
  });

  it('sends only what the source uses', () => {
    const params = paramsOf({ ...NEW_ANTENNA, name: ' x ', keywords: 'a', users: '@bob', userListId: 'l1' });
    expect(params).toMatchObject({ name: 'x', src: 'all', users: [], userListId: null, keywords: [['a']] });
    expect(paramsOf({ ...NEW_ANTENNA, src: 'users', users: '@bob\n alice@host \n' }).users).toEqual([
      '@bob',
      'alice@host',
    ]);
  });
});
