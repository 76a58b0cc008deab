// The antennas extension's contract: types only.
import type { Readable } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** How many of the viewer's antennas caught notes not yet read (the menu's badge). */
    'antennas.unread': Readable<number>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The newest note read per antenna, by antenna id, for the account on this device. */
    'antennas.seen': Record<string, string>;
  }
}
