import type { PreferencesHandle } from '@tessera/sdk';

/** The custom CSS saved on this device, or ''. */
export function savedCustomCss(preferences: Pick<PreferencesHandle, 'get'>): string {
  return preferences.get('customCss') ?? '';
}

/** Keeps the custom CSS on this device; '' removes it. */
export function saveCustomCss(preferences: Pick<PreferencesHandle, 'set'>, css: string): void {
  preferences.set('customCss', css.trim() === '' ? null : css);
}

let sheet: CSSStyleSheet | null = null;

/**
 * Applies custom CSS as a constructed stylesheet. The Content-Security-Policy allows no inline
 * style element, and needs to: a constructed sheet is CSS only (its @import rules are ignored),
 * so nothing in it can load script or another stylesheet. Answers false when the CSS could not
 * be parsed at all.
 */
export function applyCustomCss(css: string): boolean {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  try {
    sheet.replaceSync(css);
    return true;
  } catch {
    sheet.replaceSync('');
    return false;
  }
}

/** Takes the custom CSS off the page (the extension switched off). */
export function removeCustomCss(): void {
  if (!sheet) return;
  const removed = sheet;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
  sheet = null;
}
