import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { confirmPasswordAndCode } from '../../families/second-factor';
import { nullableText, password } from '../../schema';

export default defineEndpoint({
  name: 'i/change-password',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      currentPassword: password,
      newPassword: { ...password, minLength: 1 },
      /** A current one-time (or backup) code, needed when two-factor authentication is on. */
      token: nullableText(64),
    },
    required: ['currentPassword', 'newPassword'],
  },
  async handle(params, ctx) {
    const { users } = ctx.services;
    const user = signedIn(ctx);
    // Misskey throws a plain error for a wrong current password, which its API answers as
    // INTERNAL_ERROR; clients cannot tell it apart, and neither can they here.
    await confirmPasswordAndCode(
      ctx,
      user,
      { password: params.currentPassword, token: params.token },
      apiErrors.internal,
    );
    await users.setPassword(user.id, params.newPassword);
    return undefined;
  },
});
