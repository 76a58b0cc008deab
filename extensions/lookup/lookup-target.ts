/** Where a lookup leads, before any server is asked. */
export type LookupTarget =
  | { kind: 'user'; acct: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'remote'; uri: string }
  | { kind: 'none' };

/**
 * Reads what was typed as spec 001's lookup dialog does: trimmed; one character or less is
 * nothing; @name (without spaces) is a user, #tag a hashtag, an https:// address something to
 * resolve on the server; anything else is nothing.
 */
export function lookupTarget(input: string): LookupTarget {
  const text = input.trim();
  if (text.length <= 1) return { kind: 'none' };
  if (text.startsWith('@')) return /\s/.test(text) ? { kind: 'none' } : { kind: 'user', acct: text.slice(1) };
  if (text.startsWith('#')) return { kind: 'tag', tag: text.slice(1) };
  if (text.startsWith('https://')) return { kind: 'remote', uri: text };
  return { kind: 'none' };
}
