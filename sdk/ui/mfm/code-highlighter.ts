import { createHighlighterCore, type HighlighterCore, type ThemeRegistration } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguagesInfo } from 'shiki/langs';
import { bundledThemesInfo } from 'shiki/themes';
import type { CodeColors, CodeTheme } from './code-theme';

// Shiki, loaded the first time a code block with a language shows (CodeBlock imports this module
// lazily), with its JavaScript regex engine (no WebAssembly, which the page's CSP does not allow).
// Each grammar and colour theme is a file of its own, loaded when a block first needs it.

/** Past this many characters a block stays plain: tokenizing it would hold the page too long. */
const MAX_HIGHLIGHTED_LENGTH = 50_000;
/** Lines longer than this are not tokenized (shiki shows them in the theme's text colour). */
const MAX_TOKENIZED_LINE = 2_000;
/** The shiki theme for a `codeHighlighter.base` shiki does not have (Misskey's fallback). */
const FALLBACK_THEME = 'dark-plus';

let highlighter: Promise<HighlighterCore> | null = null;
const languages = new Map<string, Promise<string | null>>();
const themes = new Map<string, Promise<string>>();

function core(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({ engine: createJavaScriptRegexEngine({ forgiving: true }) });
  return highlighter;
}

/** Loads the grammar a block's language names (an id or an alias); null when shiki has none. */
function language(name: string): Promise<string | null> {
  const key = name.toLowerCase();
  let loading = languages.get(key);
  if (!loading) {
    const info = bundledLanguagesInfo.find((l) => l.id === key || l.aliases?.includes(key));
    loading = info
      ? core().then(async (h) => {
          await h.loadLanguage((await info.import()).default);
          return info.id;
        })
      : Promise.resolve(null);
    loading.catch(() => languages.delete(key)); // tried again by the next block
    languages.set(key, loading);
  }
  return loading;
}

/** A plain object's own fields, deeply, with `over`'s values winning. */
function merged(base: Record<string, unknown>, over: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = result[key];
    result[key] = isRecord(under) && isRecord(value) ? merged(under, value) : Array.isArray(value) ? [...value] : value;
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Loads the colour theme a Misskey theme's `codeHighlighter` describes; resolves with its name. */
function colourTheme(theme: CodeTheme): Promise<string> {
  const name = `tessera:${JSON.stringify(theme)}`;
  let loading = themes.get(name);
  if (!loading) {
    loading = (async () => {
      let registration: Record<string, unknown>;
      if (theme.base === '_none_') registration = merged({}, theme.overrides ?? {});
      else {
        const info =
          bundledThemesInfo.find((t) => t.id === theme.base) ?? bundledThemesInfo.find((t) => t.id === FALLBACK_THEME);
        const base = info ? ((await info.import()).default as unknown as Record<string, unknown>) : {};
        registration = merged(base, theme.overrides ?? {});
      }
      const h = await core();
      await h.loadTheme({ ...(registration as ThemeRegistration), name, type: theme.type });
      return name;
    })();
    loading.catch(() => themes.delete(name)); // tried again by the next block
    themes.set(name, loading);
  }
  return loading;
}

/**
 * A code block's tokens in a theme's colours, or null when it stays plain: a language shiki does
 * not know, or a block too long to tokenize without holding the page.
 */
export async function highlightCode(code: string, lang: string, theme: CodeTheme): Promise<CodeColors | null> {
  if (code.length > MAX_HIGHLIGHTED_LENGTH) return null;
  const [grammar, colours] = await Promise.all([language(lang), colourTheme(theme)]);
  if (!grammar) return null;
  const result = (await core()).codeToTokens(code, {
    lang: grammar,
    theme: colours,
    tokenizeMaxLineLength: MAX_TOKENIZED_LINE,
  });
  return {
    fg: result.fg ?? '',
    bg: result.bg ?? '',
    lines: result.tokens.map((line) =>
      line.map((token) => ({ content: token.content, color: token.color, fontStyle: token.fontStyle })),
    ),
  };
}
