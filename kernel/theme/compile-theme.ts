import type { ThemeDocument } from '@tessera/sdk';
import tinycolor from 'tinycolor2';

/**
 * Compiles a theme's props into CSS values, as Misskey does: '@name' refers to another prop,
 * '$name' to a constant, ':func<arg<value' applies darken, lighten, alpha, hue or saturate,
 * a value starting with '"' is taken as written, and anything else is a colour. The theme's
 * props are laid over its base theme's, so a theme need only name what it changes.
 */
export function compileTheme(theme: ThemeDocument, base: ThemeDocument | undefined): Record<string, string> {
  const props: Record<string, string> = { ...(base?.props ?? {}), ...theme.props };
  const color = (value: string, depth = 0): tinycolor.Instance => {
    if (depth > 32) return tinycolor('transparent'); // a reference loop: give up quietly
    if (value.startsWith('@')) return color(props[value.slice(1)] ?? 'transparent', depth + 1);
    if (value.startsWith('$')) return color(props[value] ?? 'transparent', depth + 1);
    if (value.startsWith(':')) {
      const [funcPart, argPart, ...rest] = value.split('<');
      const arg = Number.parseFloat(argPart ?? '');
      const inner = color(rest.join('<'), depth + 1);
      switch (funcPart?.slice(1)) {
        case 'darken':
          return inner.darken(arg);
        case 'lighten':
          return inner.lighten(arg);
        case 'alpha':
          return inner.setAlpha(arg);
        case 'hue':
          return inner.spin(arg);
        case 'saturate':
          return inner.saturate(arg);
      }
    }
    return tinycolor(value);
  };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('$')) continue; // constants are only for reference
    out[key] = value.startsWith('"') ? value.replace(/^"\s*/, '') : color(value).toRgbString();
  }
  return out;
}
