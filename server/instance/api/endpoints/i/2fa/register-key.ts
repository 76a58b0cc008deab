import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { confirmForSecurityKey, passwordAndCodeParams } from '../../../families/second-factor';

/**
 * Starts registering a security key or passkey: the options the browser creates a credential
 * with. Misskey offers keys only on top of an authenticator app (two-factor on).
 */
export default defineEndpoint({
  name: 'i/2fa/register-key',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: passwordAndCodeParams,
  async handle(params, ctx) {
    const { securityKeys } = ctx.services;
    const user = signedIn(ctx);
    await confirmForSecurityKey(ctx, user, params, {
      wrongPassword: '38769596-efe2-4faf-9bec-abbb3f2cd9ba',
      notEnabled: 'bf32b864-449b-47b8-974e-f9a5468546f1',
    });
    const options = await securityKeys.registrationOptions(user.id, user.username, user.name);
    // misskey-js types these options more loosely than SimpleWebAuthn does; the shape is the same.
    return options;
  },
});
