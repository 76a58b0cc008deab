import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { authSession } from '../../families/apps';
import { text } from '../../schema';

/** The person allows the app of a session (the /auth/{token} page's Allow). */
export default defineEndpoint({
  name: 'auth/accept',
  requireCredential: true,
  secure: true,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { token: text(64) }, required: ['token'] },
  handle(params, ctx) {
    const session = authSession(ctx, params.token, '9c72d8de-391a-43c1-9d06-08d29efde8df');
    ctx.services.apps.accept(session, signedIn(ctx).id);
    return undefined;
  },
});
