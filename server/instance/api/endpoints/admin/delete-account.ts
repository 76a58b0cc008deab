import { defineEndpoint } from '../../endpoint';
import { deleteAccountByAdmin } from '../../families/delete-account-by-admin';
import { id } from '../../schema';

/** Deletes an account (administrators; never another administrator's or a moderator's). */
export default defineEndpoint({
  name: 'admin/delete-account',
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:delete-account',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle: (params, ctx) => deleteAccountByAdmin(params.userId, ctx),
});
