import type { entities } from 'misskey-js';
import { packMe } from '../../users/pack-user';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';

/**
 * The account as \`i\` answers it, after a change: also sent to its open clients as the main
 * stream's meUpdated, so every device shows it without a reload.
 */
export function announceMeUpdated(ctx: Pick<ApiContext, 'services'>, userId: string): entities.MeDetailed {
  const { instance, users } = ctx.services;
  const me = packMe(instance, users.byId(userId) as UserRow);
  instance.events.emit('mainEvent', userId, 'meUpdated', me);
  return me;
}
