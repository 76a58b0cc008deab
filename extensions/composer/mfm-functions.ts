import type { TesseraHost } from '@tessera/sdk';

/** The MFM functions the post form offers to insert (spec 000 section 2, the footer). */
const FUNCTIONS = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'fg',
  'bg',
  'border',
  'ruby',
  'unixtime',
];

/** Opens the menu of MFM functions at the anchor; the chosen one is inserted as `$[name ]`. */
export async function pickMfmFunction(host: TesseraHost, anchor: HTMLElement, insert: (text: string) => void) {
  await host.modals.menu(
    FUNCTIONS.map((name) => ({ type: 'button' as const, text: `$[${name}]`, action: () => insert(`$[${name} ]`) })),
    anchor,
  );
}
