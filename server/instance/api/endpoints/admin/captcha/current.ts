import { defineEndpoint } from '../../../endpoint';

/** The captcha in force and every provider's keys (Misskey's admin/captcha/current). */
export default defineEndpoint({
  name: 'admin/captcha/current',
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:meta',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    return ctx.services.captcha.current();
  },
});
