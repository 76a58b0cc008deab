// The notifications extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'notifications' in `requires` or `uses`.
import type { LazyComponent, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** Draws notifications of one type in the notification list and toasts. */
export interface NotificationRendererContribution {
  /** A notification type such as 'follow' or 'reaction:grouped'. */
  type: string;
  component: LazyComponent<{ notification: entities.Notification; full: boolean }>;
}

declare module '@tessera/sdk' {
  interface ContributionPoints {
    /** Renderers of notification types, in the list and the toasts. */
    notificationRenderer: NotificationRendererContribution;
  }
  interface ClientEventMap {
    /** The viewer asked for a test notification (Settings > Notifications). */
    'notifications.testSent': Record<string, never>;
  }
  interface ServiceMap {
    /** The signed-in account's unread notification count (the menu's badge). */
    'notifications.unreadCount': Readable<number>;
    /**
     * The switch for push notifications to this account on this device (Settings >
     * Notifications has it), for other places that offer it, such as the setup wizard.
     */
    'notifications.pushSetting': LazyComponent<Record<string, never>>;
  }
  interface PreferenceMap {
    /** The notifications page groups reactions and renotes of one note. */
    useGroupedNotifications: boolean;
  }
}
