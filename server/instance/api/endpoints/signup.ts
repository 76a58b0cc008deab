import { checkEmailAddress } from '../../mail/email-address';
import { linkMessage } from '../../mail/mailer';
import { packMe } from '../../users/pack-user';
import { holdSignup } from '../../users/pending-signups';
import { defineEndpoint } from '../endpoint';
import { apiErrors, clientError } from '../errors';
import { HOUR } from '../rate-limit';
import { credentials, text } from '../schema';

const registrationDisabled = clientError(
  'REGISTRATION_DISABLED',
  'd7fc4f44-6a1c-4ba5-8ea1-4e1fa8d0f3a7',
  'Registration is disabled.',
);

export default defineEndpoint({
  name: 'signup',
  requireCredential: false,
  kind: null,
  limit: { duration: HOUR, max: 30 },
  params: {
    ...credentials,
    properties: {
      ...credentials.properties,
      host: text(256),
      invitationCode: text(256),
      emailAddress: text(512),
    },
  },
  async handle(params, ctx) {
    const { instance, users, mailer } = ctx.services;
    if (users.count() === 0) throw apiErrors.accessDenied({ reason: 'The instance is not set up yet.' });
    const settings = instance.settings.get();
    if (settings.disableRegistration) throw registrationDisabled();
    if (settings.emailRequiredForSignup && mailer.enabled()) {
      // Misskey's way: the account waits for its address to be confirmed; the answer is empty.
      const email = params.emailAddress ?? '';
      if (!checkEmailAddress(instance.db, email).available) {
        throw apiErrors.invalidParam({ param: 'emailAddress', reason: 'an available email address is required' });
      }
      const code = await holdSignup(instance.db, users, params.username, email, params.password);
      const link = `${instance.url()}/signup-complete/${code}`;
      mailer.send(linkMessage(email, 'Signup', 'To finish signing up, open this link:', link));
      // misskey-js types only the immediate sign-up's answer; this one is 204 No Content.
      return undefined as never;
    }
    const { user, token } = await users.create(params.username, params.password);
    return { ...packMe(instance, user), token };
  },
});
