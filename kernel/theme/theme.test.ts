import type { ThemeDocument } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { BASE_DARK_VARS } from './base-theme-vars-dark';
import { BASE_LIGHT_VARS } from './base-theme-vars-light';
import { BASE_DARK, BASE_LIGHT } from './base-themes';
import { compileTheme } from './compile-theme';

// Spec 001 sections 3, 4 and 5: theme documents, compilation and import rules.
describe('theme compilation', () => {
  it('ships the base themes compiled ahead (else run scripts/make-base-theme-vars.ts)', () => {
    expect(BASE_LIGHT_VARS).toEqual(compileTheme(BASE_LIGHT, BASE_LIGHT));
    expect(BASE_DARK_VARS).toEqual(compileTheme(BASE_DARK, BASE_DARK));
  });

  const theme: ThemeDocument = {
    id: 't',
    name: 'T',
    base: 'light',
    props: {
      $brand: '#336699',
      accent: '$brand',
      bg: '#ffffff',
      fg: '#000000',
      panel: '@bg',
      accentDarken: ':darken<10<@accent',
      accentLighten: ':lighten<10<@accent',
      accentedBg: ':alpha<0.5<@accent',
      shifted: ':hue<180<#ff0000',
      vivid: ':saturate<100<#806060',
      border: '" solid 1px var(--divider)',
    },
  };
  const out = compileTheme(theme, BASE_LIGHT);

  it('resolves references to props and constants, and leaves constants out', () => {
    expect(out.accent).toBe('rgb(51, 102, 153)');
    expect(out.panel).toBe('rgb(255, 255, 255)');
    expect(out.$brand).toBeUndefined();
  });

  it('applies darken, lighten, alpha, hue and saturate', () => {
    expect(out.accentDarken).toBe('rgb(38, 76, 115)');
    expect(out.accentLighten).toBe('rgb(64, 127, 191)');
    expect(out.accentedBg).toBe('rgba(51, 102, 153, 0.5)');
    expect(out.shifted).toBe('rgb(0, 255, 255)');
    expect(out.vivid).toBe('rgb(224, 0, 0)');
  });

  it('passes quoted values through and fills the rest from the base theme', () => {
    expect(out.border).toBe('solid 1px var(--divider)');
    expect(out.success).toBeDefined(); // only the base defines it
    expect(compileTheme({ id: 'd', name: 'D', base: 'dark', props: {} }, BASE_DARK).bg).toBe('rgb(20, 26, 26)');
  });

  it('survives a reference loop', () => {
    const loop = compileTheme({ id: 'l', name: 'L', base: 'light', props: { a: '@b', b: '@a' } }, undefined);
    expect(loop.a).toBe('rgba(0, 0, 0, 0)');
  });
});
