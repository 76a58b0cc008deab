import type { ThemeDocument } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { parseThemeCode } from './theme-code';
import { hexColourOf, isHexColour, knownProps, themeCode, withProp } from './theme-editing';

const theme: ThemeDocument = { id: 't1', name: 'Mine', author: 'me', base: 'dark', props: { accent: '#336699' } };

describe('the theme editor', () => {
  it('exports a theme the importer reads back as it was', async () => {
    const edited = withProp(withProp(theme, 'bg', '#101010'), 'panel', ':lighten<5<@bg');
    expect(await parseThemeCode(await themeCode(edited), [])).toEqual(edited);
  });

  it('drops a prop set to nothing, so the base shows through', () => {
    expect(withProp(theme, 'accent', ' ').props).toEqual({});
  });

  it('knows the props the page defines and the theme sets', () => {
    const root = document.createElement('div');
    root.style.setProperty('--fg', '#000');
    root.style.setProperty('--divider', 'rgba(0,0,0,0.1)');
    root.style.setProperty('color', 'red');
    expect(knownProps(root, withProp(theme, 'zeta', '#fff'))).toEqual(['accent', 'divider', 'fg', 'zeta']);
  });

  it('shows a colour picker only for plain hex colours', () => {
    expect(isHexColour('#aabbcc')).toBe(true);
    expect(isHexColour('@accent')).toBe(false);
    expect(isHexColour('#abc')).toBe(false);
    expect(hexColourOf('rgb(47, 111, 94)')).toBe('#2f6f5e');
    expect(hexColourOf('rgba(0, 0, 0, 0.1)')).toBeNull();
  });
});
