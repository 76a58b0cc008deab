import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { flashFieldProperties } from '../../families/flashes';
import { HOUR } from '../../rate-limit';

/** Publishes a Play (public unless said private). */
export default defineEndpoint({
  name: 'flash/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:flash',
  limit: { duration: HOUR, max: 10 },
  params: {
    type: 'object',
    properties: flashFieldProperties,
    required: ['title', 'summary', 'script', 'permissions'],
  },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const user = signedIn(ctx);
    const flash = flashes.create(user.id, {
      title: params.title,
      summary: params.summary,
      script: params.script,
      permissions: params.permissions,
      visibility: params.visibility ?? 'public',
    });
    return flashes.pack(flash, user.id);
  },
});
