import { defineEndpoint } from '../../../endpoint';
import { appBySecret } from '../../../families/apps';
import { text } from '../../../schema';

/** Opens an authorization session for an app; the person accepts it at the answered URL. */
export default defineEndpoint({
  name: 'auth/session/generate',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { appSecret: text(64) }, required: ['appSecret'] },
  handle(params, ctx) {
    const app = appBySecret(ctx, params.appSecret, '92f93e63-428e-4f2f-a5a4-39e1407fe998');
    const session = ctx.services.apps.openSession(app);
    return { token: session.token, url: `${ctx.services.instance.url()}/auth/${session.token}` };
  },
});
