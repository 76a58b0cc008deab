import { packMe } from '../../users/pack-user';
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
    const { instance, users } = ctx.services;
    if (users.count() === 0) throw apiErrors.accessDenied({ reason: 'The instance is not set up yet.' });
    if (instance.settings.get().disableRegistration) throw registrationDisabled();
    const { user, token } = await users.create(params.username, params.password);
    return { ...packMe(instance, user), token };
  },
});
