import { describe, expect, it, vi } from 'vitest';
import { formatMessage, pluralCases } from './message-format';

const votes = '{count, plural, =0 {No votes} one {# vote} other {# votes}} for {choice}';

describe('messages', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Note by {name} {unknown}', { name: 'Alice' }, 'en-US')).toBe('Note by Alice {unknown}');
  });

  it('picks the plural case by the language’s rules, with an exact case first', () => {
    expect(formatMessage(votes, { count: 0, choice: 'A' }, 'en-US')).toBe('No votes for A');
    expect(formatMessage(votes, { count: 1, choice: 'A' }, 'en-US')).toBe('1 vote for A');
    expect(formatMessage(votes, { count: 1234, choice: 'A' }, 'en-US')).toBe('1,234 votes for A');
    const ru = '{count, plural, one {# голос} few {# голоса} many {# голосов} other {# голоса}}';
    expect(formatMessage(ru, { count: 1 }, 'ru-RU')).toBe('1 голос');
    expect(formatMessage(ru, { count: 3 }, 'ru-RU')).toBe('3 голоса');
    expect(formatMessage(ru, { count: 5 }, 'ru-RU')).toBe('5 голосов');
    expect(formatMessage('{count, plural, other {#표}}', { count: 2 }, 'ko-KR')).toBe('2표');
  });

  it('writes the number in the language’s digits', () => {
    expect(formatMessage('{count, plural, other {# صوت}}', { count: 12 }, 'ar-SA')).toBe('١٢ صوت');
  });

  it("makes no number format for a case without #: the first one loads the browser's formatting data", () => {
    const original = Intl.NumberFormat;
    let made = 0;
    // A function, not an arrow, so that `new` calls it; what it returns is what `new` gives.
    function counted(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new original(...args);
    }
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: counted, PluralRules: Intl.PluralRules });
    expect(formatMessage('{n, plural, one {a day} other {{n} days}}', { n: 3 }, 'da-DK')).toBe('3 days');
    expect(made).toBe(0);
    expect(formatMessage('{n, plural, other {# dage}}', { n: 3 }, 'da-DK')).toBe('3 dage');
    expect(made).toBe(1);
    vi.unstubAllGlobals();
  });

  it('tells which plural cases a message has', () => {
    expect(pluralCases(votes)).toEqual(new Map([['count', ['one', 'other']]]));
    expect(pluralCases('{count} notes')).toEqual(new Map());
  });

  it('leaves broken plural syntax as text rather than failing', () => {
    expect(formatMessage('{count, plural, one {# vote}', { count: 1 }, 'en-US')).toBe('{count, plural, one {# vote}');
  });
});
