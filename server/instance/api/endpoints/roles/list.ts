import { defineEndpoint } from '../../endpoint';

/** The public roles anyone may explore. */
export default defineEndpoint({
  name: 'roles/list',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { roles } = ctx.services;
    return roles
      .all()
      .filter((r) => r.is_public === 1 && r.is_explorable === 1)
      .map((r) => roles.pack(r));
  },
});
