import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** A user's recorded addresses, the 30 newest (none unless the meta's enableIpLogging was on). */
export default defineEndpoint({
  name: 'admin/get-user-ips',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:user-ips',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    return ctx.services.userIps.of(params.userId);
  },
});
