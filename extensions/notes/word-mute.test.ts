import { describe, expect, it } from 'vitest';
import { matchMutedWords } from './word-mute';

const note = (text: string | null, cw: string | null = null, userId = 'them') => ({ userId, text, cw });

describe('matchMutedWords', () => {
  it('matches a word list only when every word appears, in the text or the warning', () => {
    expect(matchMutedWords(note('the big spoiler'), 'me', [['big', 'spoiler']])).toEqual([['big', 'spoiler']]);
    expect(matchMutedWords(note('the spoiler'), 'me', [['big', 'spoiler']])).toEqual([]);
    expect(matchMutedWords(note('ending', 'big spoiler'), 'me', [['spoiler']])).toEqual([['spoiler']]);
  });

  it('is case-sensitive as Misskey is, and ignores empty words', () => {
    expect(matchMutedWords(note('Spoiler'), 'me', [['spoiler']])).toEqual([]);
    expect(matchMutedWords(note('anything'), 'me', [['', '']])).toEqual([]);
  });

  it('matches regular expressions with their flags, the same every time', () => {
    const words = ['/spo+iler/gi'];
    expect(matchMutedWords(note('SPOOOILER'), 'me', words)).toEqual(words);
    expect(matchMutedWords(note('SPOOOILER'), 'me', words)).toEqual(words);
    expect(matchMutedWords(note('nothing'), 'me', words)).toEqual([]);
  });

  it('ignores broken expressions, empty notes and the viewer’s own notes', () => {
    expect(matchMutedWords(note('a(b'), 'me', ['/a(b/'])).toEqual([]);
    expect(matchMutedWords(note(null), 'me', [['x']])).toEqual([]);
    expect(matchMutedWords(note('spoiler', null, 'me'), 'me', [['spoiler']])).toEqual([]);
  });
});
