import { defineEndpoint } from '../../../endpoint';
import { authSession } from '../../../families/apps';
import { text } from '../../../schema';

/** A session and the app asking, for the page where the person decides. */
export default defineEndpoint({
  name: 'auth/session/show',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { token: text(64) }, required: ['token'] },
  handle(params, ctx) {
    const { apps } = ctx.services;
    const session = authSession(ctx, params.token, 'bd72c97d-eba7-4adb-a467-f171b8847250');
    const app = apps.byId(session.app_id);
    if (!app) throw new Error('a session outlives its app only by a broken foreign key');
    return { id: session.id, token: session.token, app: apps.pack(app, { viewerId: ctx.user?.id ?? null }) };
  },
});
