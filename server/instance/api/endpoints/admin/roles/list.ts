import { defineEndpoint } from '../../../endpoint';

/** Every role (moderators). */
export default defineEndpoint({
  name: 'admin/roles/list',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:roles',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { roles } = ctx.services;
    return roles.all().map((r) => roles.pack(r));
  },
});
