import { apiErrors } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { password, text } from '../schema';

/** Sets a new password with the token of a reset link (good once, for 30 minutes). */
export default defineEndpoint({
  name: 'reset-password',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { token: text(128), password: { ...password, minLength: 1 } },
    required: ['token', 'password'],
  },
  async handle(params, ctx) {
    const { accounts, users } = ctx.services;
    const userId = accounts.takePasswordReset(params.token);
    // Misskey throws plain errors for an unknown or expired token: INTERNAL_ERROR to clients.
    if (!userId) throw apiErrors.internal();
    await users.setPassword(userId, params.password);
    return undefined;
  },
});
