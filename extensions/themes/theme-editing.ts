import type { ThemeDocument } from '@tessera/sdk';

/** The theme as JSON5, the way Misskey's themes are shared (and the importer reads them back). */
export async function themeCode(theme: ThemeDocument): Promise<string> {
  const { default: JSON5 } = await import('json5');
  const { id, name, author, desc, base, props } = theme;
  return JSON5.stringify({ id, name, ...(author ? { author } : {}), ...(desc ? { desc } : {}), base, props }, null, 2);
}

/** A prop's value with a change: an empty value drops the prop, so the base's comes through. */
export function withProp(theme: ThemeDocument, prop: string, value: string): ThemeDocument {
  const props = { ...theme.props };
  if (value.trim() === '') delete props[prop];
  else props[prop] = value;
  return { ...theme, props };
}

/** A colour input can show a value only when it is a plain 6-digit hex colour. */
export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/** The value as a colour input's #rrggbb: a hex colour or an opaque rgb() (what the page computed); else null. */
export function hexColourOf(value: string): string | null {
  if (isHexColour(value)) return value.trim().toLowerCase();
  const rgb = /^rgb\(\s*(\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\s*\)$/.exec(value.trim());
  if (!rgb) return null;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Every prop a theme may set: those the theme in use defines on the page (the kernel writes each
 * as a --name variable on the root element), and the edited theme's own.
 */
export function knownProps(root: HTMLElement, theme: ThemeDocument): string[] {
  const names = new Set(Object.keys(theme.props));
  for (let i = 0; i < root.style.length; i++) {
    const name = root.style.item(i);
    if (name.startsWith('--')) names.add(name.slice(2));
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
