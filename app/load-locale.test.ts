import { describe, expect, it } from 'vitest';
import { applyLanguage, detectLocale, directionOf } from './load-locale';

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

describe('the document’s language and direction', () => {
  it('writes Arabic and Uyghur right to left, the others left to right', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ug-CN')).toBe('rtl');
    expect(directionOf('ja-JP')).toBe('ltr');
    expect(directionOf('en-US')).toBe('ltr');
  });

  it('sets lang and dir on the root element', () => {
    applyLanguage(document, 'ar-SA');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    applyLanguage(document, 'de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
