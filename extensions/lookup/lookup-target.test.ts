import { describe, expect, it } from 'vitest';
import { lookupTarget } from './lookup-target';

describe('the lookup dialog', () => {
  it('reads @users, #tags and https addresses, trimmed', () => {
    expect(lookupTarget('  @alice ')).toEqual({ kind: 'user', acct: 'alice' });
    expect(lookupTarget('@bob@example.social')).toEqual({ kind: 'user', acct: 'bob@example.social' });
    expect(lookupTarget('#tessera')).toEqual({ kind: 'tag', tag: 'tessera' });
    expect(lookupTarget('https://example.social/notes/abc')).toEqual({
      kind: 'remote',
      uri: 'https://example.social/notes/abc',
    });
  });

  it('ignores one character or less, handles with spaces, and anything else', () => {
    expect(lookupTarget(' @ ')).toEqual({ kind: 'none' });
    expect(lookupTarget('@ali ce')).toEqual({ kind: 'none' });
    expect(lookupTarget('http://plain.example')).toEqual({ kind: 'none' });
    expect(lookupTarget('hello')).toEqual({ kind: 'none' });
  });
});
