import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { confirmPasswordAndCode } from '../../../families/second-factor';
import { nullableText, password, text } from '../../../schema';

/** Removes one of the caller's keys; with none left, signing in without the password stops. */
export default defineEndpoint({
  name: 'i/2fa/remove-key',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { password, token: nullableText(64), credentialId: text(1024) },
    required: ['password', 'credentialId'],
  },
  async handle(params, ctx) {
    const { accounts, securityKeys } = ctx.services;
    const user = signedIn(ctx);
    await confirmPasswordAndCode(
      ctx,
      user,
      params,
      clientError('INCORRECT_PASSWORD', '141c598d-a825-44c8-9173-cfb9d92be493', 'Incorrect password.'),
    );
    securityKeys.remove(user.id, params.credentialId);
    if (securityKeys.count(user.id) === 0) accounts.setPasswordLess(user, false);
    ctx.services.announceMeUpdated(user.id);
    return {};
  },
});
