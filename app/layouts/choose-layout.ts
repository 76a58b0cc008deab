/** The layouts this build has (spec 001 section 2). */
export type LayoutName = 'default' | 'deck' | 'zen' | 'minimal' | 'visitor';

/** Paths shown without any navigation (spec 001 section 2). */
const MINIMAL_PATHS = ['/share', '/auth', '/miauth', '/oauth', '/signup-complete', '/install-extensions'];

/** What the person chose on this device: the layout (Misskey's `ui` key) and the deck's page setting. */
export interface LayoutChoice {
  /** 'deck' or 'default' (anything else is the default). */
  ui: string | null;
  /** `deck.useSimpleUiForNonRootPages`: pages other than the deck's root open in zen. */
  simpleForNonRootPages: boolean;
}

const NO_CHOICE: LayoutChoice = { ui: null, simpleForNonRootPages: true };

/**
 * Picks the layout for an address: the minimal one for flows opened from elsewhere (sharing,
 * app authorisation), then the visitor layout for anyone not signed in (spec 001: visitors
 * always get it), then zen when `?zen` asks for it, then `?ui=` or the device's choice; the
 * deck shows other pages than its root in zen while its setting says so.
 */
export function chooseLayout(fullPath: string, signedIn: boolean, choice: LayoutChoice = NO_CHOICE): LayoutName {
  const url = new URL(fullPath, 'http://tessera.invalid');
  if (MINIMAL_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return 'minimal';
  if (!signedIn) return 'visitor';
  if (url.searchParams.has('zen')) return 'zen';
  const ui = url.searchParams.get('ui') ?? choice.ui;
  if (ui === 'zen') return 'zen';
  if (ui === 'deck') return url.pathname === '/' || !choice.simpleForNonRootPages ? 'deck' : 'zen';
  return 'default';
}
