// The chat extension's contract: types only.
import type { Readable } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** How many of the signed-in account's conversations have unread messages (the menu's badge). */
    'chat.unread': Readable<number>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    'chat.showSenderName': boolean;
    'chat.sendOnEnter': boolean;
  }
}
