import type { ExtensionContext } from '@tessera/sdk';
import { followNotifications } from './live-notifications';
import { UNREAD_COUNT } from './unread-count';

/** Follows the account's notifications on the main stream, and offers the unread count to the menu. */
export function activate(ctx: ExtensionContext): void {
  ctx.services.provide(UNREAD_COUNT, followNotifications(ctx));
}
