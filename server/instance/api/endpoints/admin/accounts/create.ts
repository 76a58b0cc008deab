import { apiErrors } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { credentials, password } from '../../../schema';

export default defineEndpoint({
  name: 'admin/accounts/create',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    ...credentials,
    properties: { ...credentials.properties, setupPassword: { ...password, type: ['string', 'null'] } },
  },
  async handle(params, ctx) {
    const { users, pack } = ctx.services;
    // The first account of an empty instance is its administrator; after that only admins create accounts.
    const first = users.count() === 0;
    if (!first && !ctx.user?.is_admin) throw apiErrors.accessDenied({ reason: 'You are not the admin.' });
    // Parallel first calls race to be the administrator: only one may make it.
    const { user, token } = await users.create(params.username, params.password, {
      isAdmin: first,
      onlyIfFirst: first,
    });
    return { ...pack.me(user), token };
  },
});
