// The announcements extension's contract: types only.
import type { Readable } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** How many announcements the signed-in account has not read (the menu's badge). */
    'announcements.unread': Readable<number>;
  }
}
