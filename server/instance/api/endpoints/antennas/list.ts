import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** The caller's antennas, oldest first. */
export default defineEndpoint({
  name: 'antennas/list',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { antennas } = ctx.services;
    return antennas.ofUser(signedIn(ctx).id).map((a) => antennas.pack(a));
  },
});
