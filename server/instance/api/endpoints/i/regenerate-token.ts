import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { password } from '../../schema';

/**
 * Replaces the caller's own token after checking their password: the old token stops working at
 * once and its streams close, after the main stream is told (myTokenRegenerated), so the client
 * signs in again. A wrong password is a plain error in Misskey, answered as INTERNAL_ERROR.
 */
export default defineEndpoint({
  name: 'i/regenerate-token',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { password }, required: ['password'] },
  async handle(params, ctx) {
    const { users, accounts, instance } = ctx.services;
    const user = signedIn(ctx);
    if (!user.password_hash || !(await accounts.verifyPassword(params.password, user.password_hash))) {
      throw apiErrors.internal();
    }
    instance.events.emit('mainEvent', user.id, 'myTokenRegenerated', undefined);
    const old = users.regenerateNativeToken(user.id);
    if (old) instance.events.emit('tokenRevoked', old);
    return undefined;
  },
});
