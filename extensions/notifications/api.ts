// The notifications extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'notifications' in `requires` or `uses`.
import type { Readable } from '@tessera/sdk';

declare module '@tessera/sdk' {
  interface ClientEventMap {
    /** The viewer asked for a test notification (Settings > Notifications). */
    'notifications.testSent': Record<string, never>;
  }
  interface ServiceMap {
    /** The signed-in account's unread notification count (the menu's badge). */
    'notifications.unreadCount': Readable<number>;
  }
}
