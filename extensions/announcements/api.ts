// The announcements extension's contract: types only.
import type { Readable } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** How many announcements the signed-in account has not read (the menu's badge). */
    'announcements.unread': Readable<number>;
  }
  interface PreferenceMap {
    /** When the notice asking to support Misskey was last closed on this device (ms), or null. */
    'announcements.latestDonationInfoShownAt': number | null;
    /** This device was told never to show the notice asking to support Misskey. */
    'announcements.neverShowDonationInfo': boolean;
  }
}
