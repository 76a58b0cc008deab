import type { ExtensionContext } from '@tessera/sdk';
import type {} from './api';
import { followNotifications } from './live-notifications';

/** Follows the account's notifications on the main stream, and offers the unread count to the menu. */
export function activate(ctx: ExtensionContext): void {
  ctx.services.provide('notifications.unreadCount', followNotifications(ctx));
}
