import { defineServiceKey, type Readable } from '@tessera/sdk';

/** The signed-in account's unread notification count, for the menu's badge (provided by main). */
export const UNREAD_COUNT = defineServiceKey<Readable<number>>('notifications.unreadCount');
