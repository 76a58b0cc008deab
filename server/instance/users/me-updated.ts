import type { entities } from 'misskey-js';
import type { Services } from '../services';
import { packMe } from './pack-user';
import type { UserRow } from './user-row';

/**
 * The account as \`i\` answers it, after a change: also sent to its open clients as the main
 * stream's meUpdated, so every device shows it without a reload.
 */
export function announceMeUpdated(
  ctx: { services: Pick<Services, 'instance' | 'users'> },
  userId: string,
): entities.MeDetailed {
  const { instance, users } = ctx.services;
  const me = packMe(instance, users.byId(userId) as UserRow);
  instance.events.emit('mainEvent', userId, 'meUpdated', me);
  return me;
}
