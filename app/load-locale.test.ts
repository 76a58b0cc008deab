import { describe, expect, it } from 'vitest';
import { detectLocale } from './load-locale';

const storage = (lang?: string) => ({
  getItem: () => (lang ? JSON.stringify({ type: 'main', preferences: { lang: [[{}, lang, {}]] } }) : null),
});

describe('choosing the language', () => {
  it('takes the chosen language first, then the browser’s, then en-US', () => {
    expect(detectLocale(storage('ja-JP'), ['de-DE'])).toBe('ja-JP');
    expect(detectLocale(storage(), ['fr-FR', 'en-US'])).toBe('fr-FR');
    expect(detectLocale(storage(), ['ja'])).toBe('ja-JP');
    expect(detectLocale(storage(), ['xx-YY'])).toBe('en-US');
    expect(detectLocale(storage('tlh'), [])).toBe('en-US');
  });
});
