import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';

/** The caller's own account; fetching it counts today as a day signed in (loggedInDays). */
export default defineEndpoint({
  name: 'i',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { users, pack } = ctx.services;
    const user = signedIn(ctx);
    users.touch(user.id);
    users.countLoginDay(user.id);
    return pack.me(users.byId(user.id) ?? user);
  },
});
