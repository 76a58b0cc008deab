import { clientError } from '../../../../errors';
import { defineEndpoint } from '../../../endpoint';
import { appBySecret } from '../../../families/apps';
import { text } from '../../../schema';

const noSuchSession = clientError('NO_SUCH_SESSION', '5b5a1503-8bc8-4bd0-8054-dc189e8cdcb3', 'No such session.');

/** The app exchanges an accepted session for the person's token, once. */
export default defineEndpoint({
  name: 'auth/session/userkey',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { appSecret: text(64), token: text(64) },
    required: ['appSecret', 'token'],
  },
  handle(params, ctx) {
    const { apps, users, pack } = ctx.services;
    const app = appBySecret(ctx, params.appSecret, 'fcab192a-2c5a-43b7-8ad8-9b7054d8d40d');
    const session = apps.session(params.token);
    if (!session || session.app_id !== app.id) throw noSuchSession();
    const userId = session.user_id;
    if (userId === null) {
      throw clientError(
        'PENDING_SESSION',
        '8c8a4145-02cc-4cca-8e66-29ba60445a8e',
        'This session is not completed yet.',
      )();
    }
    const accessToken = apps.takeSessionToken({ ...session, user_id: userId });
    const user = users.byId(userId);
    // The person revoked the token (or left) between accepting and this exchange.
    if (accessToken === null || !user) throw noSuchSession();
    return { accessToken, user: pack.userDetailed(user, userId) };
  },
});
