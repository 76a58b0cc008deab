import { clientError } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';

const userNotFound = clientError(
  'USER_NOT_FOUND',
  'cb865949-8af5-4062-a88c-ef55e8786d1d',
  'No such user who has the email address.',
);

/**
 * The account with an email address (administrators), as a visitor would see its profile, as
 * Misskey packs it. Misskey sets no bound on the address; one is at most 320 characters here (i/update-email).
 */
export default defineEndpoint({
  name: 'admin/accounts/find-by-email',
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:account',
  limit: null,
  params: { type: 'object', properties: { email: { type: 'string', maxLength: 320 } }, required: ['email'] },
  handle(params, ctx) {
    const { users, pack } = ctx.services;
    const user = users.byEmail(params.email);
    if (!user) throw userNotFound();
    return pack.userDetailed(user, null);
  },
});
