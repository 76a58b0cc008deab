import type { ThemeDocument } from '../../contributions';

// Which colours a code block takes from the theme in effect, as Misskey's themes say it
// (`codeHighlighter: { base, overrides }`), and the highlighted tokens' shape. No shiki here: this
// is read by every code block, shiki only once one has a language.

/** The colour theme of code: a shiki theme's id ('_none_' for none) and changes to it. */
export interface CodeTheme {
  base: string;
  overrides?: Readonly<Record<string, unknown>>;
  /** Whether it is drawn on a light or a dark page. */
  type: 'light' | 'dark';
}

/** One run of code in one colour and style. */
export interface CodeToken {
  content: string;
  /** A CSS colour; none: the block's text colour. */
  color?: string;
  /** Shiki's font style bits: 1 italic, 2 bold, 4 underline, 8 strikethrough; -1 or 0 for none. */
  fontStyle?: number;
}

/** A code block's tokens, line by line, with the colour theme's text and background colours. */
export interface CodeColors {
  fg: string;
  bg: string;
  lines: CodeToken[][];
}

/** The base themes' code colours, as Misskey's base light and dark themes name them. */
const BASE_CODE_THEMES = { light: 'catppuccin-latte', dark: 'one-dark-pro' } as const;

/** The code colours of a theme: its own `codeHighlighter` over its base's. */
export function codeThemeOf(theme: ThemeDocument): CodeTheme {
  const type = theme.base === 'dark' ? 'dark' : 'light';
  const own = theme.codeHighlighter;
  return {
    base: typeof own?.base === 'string' && own.base !== '' ? own.base : BASE_CODE_THEMES[type],
    ...(own?.overrides ? { overrides: own.overrides } : {}),
    type,
  };
}
