import { randomInt } from 'node:crypto';
import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Gives an account a new random password of eight characters, shown once to the moderator. */
export default defineEndpoint({
  name: 'admin/reset-password',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:reset-password',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  async handle(params, ctx) {
    const { users, instance, roles, moderationLog } = ctx.services;
    const user = users.byId(params.userId);
    // Misskey refuses the root account (its first administrator) with a plain error.
    if (!user || roles.isAdministrator(user)) throw apiErrors.internal();
    const password = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const hash = await ctx.services.accounts.hashPassword(password);
    instance.atomically(() => {
      instance.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      moderationLog.record(signedIn(ctx).id, 'resetPassword', {
        userId: user.id,
        userUsername: user.username,
        userHost: null,
      });
    });
    return { password };
  },
});
