import { defineEndpoint } from '../../../endpoint';
import { deleteAccountByAdmin } from '../../../families/delete-account-by-admin';
import { id } from '../../../schema';

/**
 * Misskey's older way to delete an account (administrators): the same deletion as
 * admin/delete-account, since every account here is local.
 */
export default defineEndpoint({
  name: 'admin/accounts/delete',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:account',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle: (params, ctx) => deleteAccountByAdmin(params.userId, ctx),
});
