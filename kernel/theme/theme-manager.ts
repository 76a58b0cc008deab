import type { ContributionEntry, PreferencesHandle, Readable, ThemeContribution, ThemeDocument } from '@tessera/sdk';
import { BASE_LIGHT_VARS } from './base-theme-vars-light';

/** The compiled theme kept for the next page load's first paint. */
export const THEME_CACHE_KEY = 'tessera:theme';
/** How long the root carries the transition flag after a switch (spec 001 section 4). */
export const THEME_TRANSITION_MS = 1_000;

interface CachedTheme {
  id: string;
  /** Which theme and props the vars were compiled from. */
  key?: string;
  scheme: 'light' | 'dark';
  vars: Record<string, string>;
}

// With no theme contributed at all, the bases apply as they are (their vars ship precompiled).
const PLAIN_LIGHT: ThemeDocument = { id: 'light', name: 'Light', base: 'light', props: {} };
const PLAIN_DARK: ThemeDocument = { id: 'dark', name: 'Dark', base: 'dark', props: {} };

/** Sets compiled props as CSS custom properties (`--accent`, `--bg`, ...) on the root. */
function setVars(root: HTMLElement, vars: Record<string, string>, scheme: 'light' | 'dark'): void {
  for (const [key, value] of Object.entries(vars)) root.style.setProperty(`--${key}`, value);
  root.style.setProperty('color-scheme', scheme);
  root.dataset.colorScheme = scheme;
}

/** Applies the cached theme at once, before anything renders, so the first paint has its colours. */
export function applyCachedTheme(doc: Document, storage: Pick<Storage, 'getItem'>): void {
  try {
    const cached = JSON.parse(storage.getItem(THEME_CACHE_KEY) ?? 'null') as CachedTheme | null;
    if (cached?.vars) setVars(doc.documentElement, cached.vars, cached.scheme);
  } catch {
    // no usable cache: the stylesheet's defaults show until the theme applies
  }
}

/**
 * Chooses and applies the theme (spec 001 sections 3 and 4): the light or dark one by the dark
 * mode setting, or by the device when syncDeviceDarkMode is on; built-in themes come from theme
 * contributions; a switch (not the first application) sets a transition flag for a second, unless
 * the device asks for reduced motion.
 */
export class ThemeManager {
  private appliedKey = '';
  private previewed: ThemeDocument | null = null;
  private transition: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly preferences: Pick<PreferencesHandle, 'get'> & { subscribe(listener: () => void): () => void },
    private readonly contributed: Readable<readonly ContributionEntry<ThemeContribution>[]>,
    private readonly win: Window,
  ) {}

  start(): () => void {
    const media = this.win.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => this.apply();
    const unsubscribe = [this.preferences.subscribe(apply), this.contributed.subscribe(apply)];
    media?.addEventListener?.('change', apply);
    this.apply();
    return () => {
      for (const u of unsubscribe) u();
      media?.removeEventListener?.('change', apply);
    };
  }

  /** Whether dark mode is in effect now. */
  isDark(): boolean {
    if (this.preferences.get('syncDeviceDarkMode'))
      return this.win.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    return this.preferences.get('darkMode');
  }

  /** The built-in themes (contributed by extensions). */
  builtins(): ThemeDocument[] {
    return this.contributed.get().map((c) => c.item.theme);
  }

  /** Shows a theme instead of the chosen one (null: the chosen one again); a preview is not cached. */
  preview(theme: ThemeDocument | null): void {
    this.previewed = theme;
    this.apply();
  }

  /** The theme that applies now. */
  current(): ThemeDocument {
    if (this.previewed) return this.previewed;
    const dark = this.isDark();
    const chosen = this.preferences.get(dark ? 'darkTheme' : 'lightTheme');
    if (chosen && (chosen.base ?? 'light') === (dark ? 'dark' : 'light')) return chosen;
    return this.builtins().find((t) => t.id === (dark ? 'dark' : 'light')) ?? (dark ? PLAIN_DARK : PLAIN_LIGHT);
  }

  apply(): void {
    const theme = this.current();
    const key = JSON.stringify([theme.id, theme.props]);
    if (key === this.appliedKey) return;
    const first = this.appliedKey === '';
    this.appliedKey = key;
    const ready = this.varsWithoutCompiling(theme, key);
    if (ready) {
      this.commit(theme, key, ready, first);
      return;
    }
    // The colour library loads only for themes that need compiling; the current colours stay meanwhile.
    void this.loadVars(theme).then((vars) => {
      if (this.appliedKey === key) this.commit(theme, key, vars, first);
    });
  }

  /** The theme's vars when known already: compiled last time (cached), or a base theme unchanged. */
  private varsWithoutCompiling(theme: ThemeDocument, key: string): Record<string, string> | null {
    try {
      const cached = JSON.parse(this.win.localStorage.getItem(THEME_CACHE_KEY) ?? 'null') as CachedTheme | null;
      if (cached?.key === key && cached.vars) return cached.vars;
    } catch {
      // an unreadable cache is compiled again
    }
    // A light theme that changes nothing is the light base.
    if (Object.keys(theme.props).length === 0 && theme.base !== 'dark') return { ...BASE_LIGHT_VARS };
    return null;
  }

  private async loadVars(theme: ThemeDocument): Promise<Record<string, string>> {
    if (Object.keys(theme.props).length === 0 && theme.base === 'dark') {
      return { ...(await import('./base-theme-vars-dark')).BASE_DARK_VARS };
    }
    const [{ compileTheme }, { baseOf }] = await Promise.all([import('./compile-theme'), import('./base-themes')]);
    return compileTheme(theme, baseOf(theme));
  }

  private commit(theme: ThemeDocument, key: string, vars: Record<string, string>, first: boolean): void {
    const scheme = theme.base === 'dark' ? 'dark' : 'light';
    const root = this.win.document.documentElement;
    // Not on the first paint, and never for someone who asked their device for less motion.
    if (!first && !this.win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      root.classList.add('theme-changing');
      if (this.transition) clearTimeout(this.transition);
      this.transition = setTimeout(() => root.classList.remove('theme-changing'), THEME_TRANSITION_MS);
    }
    setVars(root, vars, scheme);
    this.win.document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars.htmlThemeColor ?? '');
    // The next page load starts from the chosen theme, not a preview.
    if (theme === this.previewed) return;
    const cache: CachedTheme = { id: theme.id, key, scheme, vars };
    this.win.localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(cache));
  }
}
