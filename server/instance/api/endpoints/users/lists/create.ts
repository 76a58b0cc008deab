import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A new list of users, within the role's userListLimit. */
export default defineEndpoint({
  name: 'users/lists/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:account',
  limit: null,
  params: { type: 'object', properties: { name }, required: ['name'] },
  handle(params, ctx) {
    const { lists } = ctx.services;
    return lists.pack(lists.create(signedIn(ctx).id, params.name));
  },
});
