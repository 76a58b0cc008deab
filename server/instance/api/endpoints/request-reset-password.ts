import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';
import { text, username } from '../schema';

/**
 * Sends a password reset link to the account's verified address. It answers the same whether or
 * not the name and address matched, so it tells no one which addresses belong to whom.
 */
export default defineEndpoint({
  name: 'request-reset-password',
  requireCredential: false,
  kind: null,
  limit: { duration: HOUR, max: 3 },
  params: { type: 'object', properties: { username, email: text(320) }, required: ['username', 'email'] },
  handle(params, ctx) {
    const { instance, users, mailer } = ctx.services;
    const token = ctx.services.accounts.requestPasswordReset(users.byUsername(params.username), params.email);
    if (token) {
      const link = `${instance.url()}/reset-password/${token}`;
      mailer.send(
        ctx.services.mailer.linkMessage(
          params.email,
          'Password reset requested',
          'To choose a new password, open this link:',
          link,
        ),
      );
    }
    return undefined;
  },
});
