import { defineEndpoint } from '../../endpoint';

/**
 * Whether a username is free for a new account: no account has it, deleted ones included (their
 * names are not given out again, as in Misskey).
 */
export default defineEndpoint({
  name: 'username/available',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { username: { type: 'string', pattern: '^\\w{1,20}$', maxLength: 20 } },
    required: ['username'],
  },
  handle(params, ctx) {
    return { available: ctx.services.users.byUsername(params.username) === undefined };
  },
});
