import { describe, expect, it } from 'vitest';
import { formatMutedWords, parseMutedHosts, parseMutedWords } from './muted-words';

describe('muted words text', () => {
  it('reads word lines and expressions, leaving blank lines out', () => {
    expect(parseMutedWords('big spoiler\n\n  /spo+iler/i  \nfinale')).toEqual({
      ok: true,
      value: [['big', 'spoiler'], '/spo+iler/i', ['finale']],
    });
  });

  it('names the first line whose expression does not compile', () => {
    expect(parseMutedWords('fine\n/a(b/\n/c[/')).toEqual({ ok: false, line: 2 });
  });

  it('writes a stored list back as the text it came from', () => {
    const text = 'big spoiler\n/spo+iler/i';
    const parsed = parseMutedWords(text);
    expect(parsed.ok && formatMutedWords(parsed.value)).toBe(text);
  });

  it('reads hosts one a line, lower-cased and once each', () => {
    expect(parseMutedHosts('Example.com\nexample.com\n\nmisskey.io')).toEqual({
      ok: true,
      value: ['example.com', 'misskey.io'],
    });
    expect(parseMutedHosts('ok.example\nhttps://bad.example/')).toEqual({ ok: false, line: 2 });
  });
});
