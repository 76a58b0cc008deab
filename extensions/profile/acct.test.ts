import { describe, expect, it } from 'vitest';
import { formatAcct, parseAcct } from './acct';

describe('handles', () => {
  it('reads local and remote handles, with or without the @', () => {
    expect(parseAcct('alice')).toEqual({ username: 'alice', host: null });
    expect(parseAcct('@alice@misskey.example')).toEqual({ username: 'alice', host: 'misskey.example' });
    expect(parseAcct('bob_2@localhost:3000')).toEqual({ username: 'bob_2', host: 'localhost:3000' });
  });

  it('refuses what is not a handle', () => {
    expect(parseAcct('')).toBeNull();
    expect(parseAcct('a b')).toBeNull();
    expect(parseAcct('alice@')).toBeNull();
    expect(parseAcct('<script>')).toBeNull();
  });

  it('writes handles back', () => {
    expect(formatAcct({ username: 'alice', host: null })).toBe('alice');
    expect(formatAcct({ username: 'alice', host: 'x.example' })).toBe('alice@x.example');
  });
});
