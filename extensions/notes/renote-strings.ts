import type { TesseraHost } from '@tessera/sdk';

/** The part of the notes' strings the renote menus draw: fetched as a menu opens. */
const RENOTE_STRINGS = 'notes.renote';

/** Loads the renote menus' words (unreachable ones show in English) and gives their translator. */
export async function loadRenoteStrings(
  host: TesseraHost,
): Promise<(key: string, values?: Record<string, string>) => string> {
  await host.i18n.loadStrings(RENOTE_STRINGS).catch(() => {});
  return (key, values) => host.i18n.t(`${RENOTE_STRINGS}.${key}`, values);
}
