import type { AppRow, AuthSessionRow } from '../../apps/apps';
import { clientError } from '../../errors';
import type { ApiContext } from '../context';

/** An app by its secret, or the endpoint's NO_SUCH_APP (each endpoint has its own id). */
export function appBySecret(ctx: ApiContext, secret: string, noSuchAppId: string): AppRow {
  const app = ctx.services.apps.bySecret(secret);
  if (!app) throw clientError('NO_SUCH_APP', noSuchAppId, 'No such app.')();
  return app;
}

/** An authorization session by its token, or the endpoint's NO_SUCH_SESSION. */
export function authSession(ctx: ApiContext, token: string, noSuchSessionId: string): AuthSessionRow {
  const session = ctx.services.apps.session(token);
  if (!session) throw clientError('NO_SUCH_SESSION', noSuchSessionId, 'No such session.')();
  return session;
}
