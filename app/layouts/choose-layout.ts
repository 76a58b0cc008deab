/** The layouts this build has (spec 001 section 2; the deck is not built yet). */
export type LayoutName = 'default' | 'zen' | 'minimal' | 'visitor';

/** Paths shown without any navigation (spec 001 section 2). */
const MINIMAL_PATHS = ['/share', '/auth', '/miauth', '/oauth', '/signup-complete', '/install-extensions'];

/**
 * Picks the layout for an address: the minimal one for flows opened from elsewhere (sharing,
 * app authorisation), then the visitor layout for anyone not signed in (spec 001: visitors
 * always get it), then zen when `?zen` asks for it or `?ui=zen` chooses it, else the default one.
 */
export function chooseLayout(fullPath: string, signedIn: boolean): LayoutName {
  const url = new URL(fullPath, 'http://tessera.invalid');
  if (MINIMAL_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return 'minimal';
  if (!signedIn) return 'visitor';
  if (url.searchParams.has('zen')) return 'zen';
  const ui = url.searchParams.get('ui');
  if (ui === 'zen' || ui === 'default') return ui;
  return 'default';
}
