import { describe, expect, it } from 'vitest';
import { chooseLayout } from './choose-layout';

describe('choosing the layout', () => {
  it('shows sharing and app authorisation without navigation, signed in or not', () => {
    expect(chooseLayout('/share?text=hi', true)).toBe('minimal');
    expect(chooseLayout('/miauth/abc', false)).toBe('minimal');
    expect(chooseLayout('/install-extensions', true)).toBe('minimal');
    expect(chooseLayout('/shared-things', true)).toBe('default');
  });

  it('lets ?zen force zen and ?ui choose, and uses the default otherwise', () => {
    expect(chooseLayout('/notes/1?zen', true)).toBe('zen');
    expect(chooseLayout('/?ui=zen', true)).toBe('zen');
    expect(chooseLayout('/?ui=default', true)).toBe('default');
    expect(chooseLayout('/?ui=nonsense', true)).toBe('default');
    expect(chooseLayout('/@alice', true)).toBe('default');
  });

  it('shows the deck at the root, and other pages in zen while the deck’s setting says so', () => {
    const deck = { ui: 'deck', simpleForNonRootPages: true };
    expect(chooseLayout('/', true, deck)).toBe('deck');
    expect(chooseLayout('/@alice', true, deck)).toBe('zen');
    expect(chooseLayout('/@alice', true, { ...deck, simpleForNonRootPages: false })).toBe('deck');
    expect(chooseLayout('/?ui=default', true, deck)).toBe('default');
    expect(chooseLayout('/?ui=deck', true)).toBe('deck');
    expect(chooseLayout('/', false, deck)).toBe('visitor');
  });

  it('always gives visitors the visitor layout', () => {
    expect(chooseLayout('/', false)).toBe('visitor');
    expect(chooseLayout('/explore?zen', false)).toBe('visitor');
    expect(chooseLayout('/?ui=default', false)).toBe('visitor');
  });
});
