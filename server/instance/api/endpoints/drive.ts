import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';

const MiB = 1024 * 1024;

/** The caller's drive capacity (the role's driveCapacityMb) and how much of it is used, in bytes. */
export default defineEndpoint({
  name: 'drive',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance, drive } = ctx.services;
    return {
      capacity: instance.policiesOf(ctx.user?.id ?? null).driveCapacityMb * MiB,
      usage: drive.usage(signedIn(ctx).id),
    };
  },
});
