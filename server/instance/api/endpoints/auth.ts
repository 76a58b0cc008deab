import type { Instance } from '../../instance';
import { verifyPassword } from '../../passwords';
import { packMe } from '../../users/pack-user';
import type { Users } from '../../users/users';
import { defineEndpoint } from '../endpoint';
import { apiErrors, clientError } from '../errors';
import { HOUR, SECOND } from '../rate-limit';
import { text, username } from '../schema';

/** Passwords are hashed as they come: bound them so no one hashes a megabyte. */
const password = text(1024);

const credentials = {
  type: 'object',
  properties: { username, password },
  required: ['username', 'password'],
} as const;

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
const registrationDisabled = clientError(
  'REGISTRATION_DISABLED',
  'd7fc4f44-6a1c-4ba5-8ea1-4e1fa8d0f3a7',
  'Registration is disabled.',
);

/** Account creation and sign-in. */
export function authEndpoints(instance: Instance, users: Users) {
  return [
    defineEndpoint({
      name: 'admin/accounts/create',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        ...credentials,
        properties: { ...credentials.properties, setupPassword: { ...password, type: ['string', 'null'] } },
      },
      async handle(params, ctx) {
        // The first account of an empty instance is its administrator; after that only admins create accounts.
        const first = users.count() === 0;
        if (!first && !ctx.user?.is_admin) throw apiErrors.accessDenied({ reason: 'You are not the admin.' });
        // Parallel first calls race to be the administrator: only one may make it.
        const { user, token } = await users.create(params.username, params.password, {
          isAdmin: first,
          onlyIfFirst: first,
        });
        return { ...packMe(instance, user), token };
      },
    }),
    defineEndpoint({
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
      async handle(params) {
        if (users.count() === 0) throw apiErrors.accessDenied({ reason: 'The instance is not set up yet.' });
        if (instance.settings.get().disableRegistration) {
          throw registrationDisabled();
        }
        const { user, token } = await users.create(params.username, params.password);
        return { ...packMe(instance, user), token };
      },
    }),
    defineEndpoint({
      name: 'signin-flow',
      requireCredential: false,
      kind: null,
      limit: { key: 'signin', duration: HOUR, max: 10, minInterval: SECOND },
      params: {
        type: 'object',
        properties: { username, password },
        required: ['username'],
      },
      async handle(params) {
        const user = users.byUsername(params.username);
        if (!user) throw signinErrors.noSuchUser();
        if (user.is_suspended) throw signinErrors.suspended();
        // Misskey's flow: without a password (and no second factor), the next step asks for it.
        if (params.password === undefined) return { finished: false, next: 'captcha' } as const;
        if (!user.password_hash || !(await verifyPassword(params.password, user.password_hash))) {
          throw signinErrors.incorrectPassword();
        }
        users.touch(user.id);
        return { finished: true, id: user.id, i: users.nativeToken(user.id) } as const;
      },
    }),
    defineEndpoint({
      name: 'i',
      requireCredential: true,
      kind: 'read:account',
      limit: null,
      params: { type: 'object', properties: {} },
      handle(_params, ctx) {
        const user = ctx.user;
        if (!user) throw apiErrors.credentialRequired();
        users.touch(user.id);
        return packMe(instance, users.byId(user.id) ?? user);
      },
    }),
  ];
}
