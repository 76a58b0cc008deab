import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { confirmPasswordAndCode } from '../../families/second-factor';
import { HOUR } from '../../rate-limit';
import { nullableText, password } from '../../schema';

/**
 * Sets or removes the account's email address after the password (and a code with two-factor);
 * a new address is unverified until the link sent to it is opened.
 */
export default defineEndpoint({
  name: 'i/update-email',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: { duration: HOUR, max: 3 },
  params: {
    type: 'object',
    properties: { password, email: nullableText(320), token: nullableText(64) },
    required: ['password'],
  },
  async handle(params, ctx) {
    const { instance, mailer } = ctx.services;
    const user = signedIn(ctx);
    await confirmPasswordAndCode(
      ctx,
      user,
      params,
      clientError('INCORRECT_PASSWORD', 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3', 'Incorrect password.'),
    );
    const email = params.email ?? null;
    if (
      email !== null &&
      !ctx.services.accounts.checkEmailAddress(email, instance.settings.get().bannedEmailDomains).available
    ) {
      throw clientError('UNAVAILABLE', 'a2defefb-f220-8849-0af6-17f816099323', 'Unavailable email address.')();
    }
    const code = ctx.services.accounts.setEmail(user.id, email);
    const me = ctx.services.announceMeUpdated(user.id);
    if (email !== null && code !== null) {
      const link = `${instance.url()}/verify-email/${code}`;
      mailer.send(mailer.linkMessage(email, 'Email verification', 'To verify this address, open this link:', link));
    }
    return me;
  },
});
