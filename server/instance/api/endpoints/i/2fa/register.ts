import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { confirmPasswordAndCode, passwordAndCodeParams } from '../../../families/second-factor';

const incorrectPassword = clientError(
  'INCORRECT_PASSWORD',
  '78d6c839-20c9-4c66-b90a-fc0542168b48',
  'Incorrect password.',
);

/** Starts setting up two-factor authentication: a secret and the QR code an authenticator app scans. */
export default defineEndpoint({
  name: 'i/2fa/register',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: passwordAndCodeParams,
  async handle(params, ctx) {
    const { instance, twoFactor } = ctx.services;
    const user = signedIn(ctx);
    await confirmPasswordAndCode(ctx, user, params, incorrectPassword);
    return twoFactor.begin(user.id, user.username, instance.host());
  },
});
