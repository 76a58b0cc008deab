import { verifyPassword } from '../../passwords';
import { recordSignin } from '../../users/signins';
import { defineEndpoint } from '../endpoint';
import { clientError } from '../errors';
import { HOUR, SECOND } from '../rate-limit';
import { password, username } from '../schema';

/** Sign-in failures, with the ids Misskey's sign-in answers with. */
const signinErrors = {
  noSuchUser: clientError('NO_SUCH_USER', '6cc579cc-885d-43d8-95c2-b8c7fc963280', 'No such user.', 404),
  suspended: clientError('SUSPENDED', 'e03a5f46-d309-4865-9b69-56282d94e1eb', 'This account is suspended.', 403),
  incorrectPassword: clientError(
    'INCORRECT_PASSWORD',
    '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
    'Incorrect password.',
    403,
  ),
};

export default defineEndpoint({
  name: 'signin-flow',
  requireCredential: false,
  kind: null,
  limit: { key: 'signin', duration: HOUR, max: 10, minInterval: SECOND },
  params: { type: 'object', properties: { username, password }, required: ['username'] },
  async handle(params, ctx) {
    const { instance, users } = ctx.services;
    const user = users.byUsername(params.username);
    if (!user) throw signinErrors.noSuchUser();
    if (user.is_suspended) throw signinErrors.suspended();
    // Misskey's flow: without a password (and no second factor), the next step asks for it.
    if (params.password === undefined) return { finished: false, next: 'captcha' } as const;
    if (!user.password_hash || !(await verifyPassword(params.password, user.password_hash))) {
      // After the await, outside the call's transaction: the failed attempt stays recorded.
      recordSignin(instance.db, user.id, ctx, false);
      throw signinErrors.incorrectPassword();
    }
    recordSignin(instance.db, user.id, ctx, true);
    users.touch(user.id);
    return { finished: true, id: user.id, i: users.nativeToken(user.id) } as const;
  },
});
