import type { ThemeDocument } from '@tessera/sdk';

/**
 * Reads a theme written as JSON5 (spec 001 section 5): it must parse ('Failed to parse theme
 * json'), have a string id and name, base light or dark, and a props object ('This theme is
 * invaild', as the spec spells it), and not be installed already ('This theme is already installed').
 * Asynchronous because the JSON5 parser loads on first use, keeping it out of the first page load.
 */
export async function parseThemeCode(code: string, installed: readonly ThemeDocument[]): Promise<ThemeDocument> {
  const { default: JSON5 } = await import('json5');
  let theme: unknown;
  try {
    theme = JSON5.parse(code);
  } catch {
    throw new Error('Failed to parse theme json');
  }
  if (!isTheme(theme)) throw new Error('This theme is invaild');
  if (installed.some((t) => t.id === theme.id)) throw new Error('This theme is already installed');
  return theme;
}

/** Whether a value is a theme document. */
export function isTheme(value: unknown): value is ThemeDocument {
  const t = value as Partial<ThemeDocument> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.name === 'string' &&
    (t.base === 'light' || t.base === 'dark') &&
    typeof t.props === 'object' &&
    t.props !== null &&
    Object.values(t.props).every((v) => typeof v === 'string')
  );
}

/** Adds a theme to the saved ones: a built-in id ('builtin theme') and a duplicate ('already exists') are refused. */
export function addTheme(
  theme: ThemeDocument,
  saved: readonly ThemeDocument[],
  builtinIds: ReadonlySet<string>,
): ThemeDocument[] {
  if (builtinIds.has(theme.id)) throw new Error('builtin theme');
  if (saved.some((t) => t.id === theme.id)) throw new Error('already exists');
  return [...saved, theme];
}
