import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id, nullableText } from '../../schema';

const noSuchUser = clientError('NO_SUCH_USER', '6fef56f3-e765-4957-88e5-c6f65329b8a5', 'No such user.');

/**
 * Keeps the caller's private memo about a user; null or empty removes it (Misskey's
 * users/update-memo). At most 2048 characters, the length of Misskey's column.
 */
export default defineEndpoint({
  name: 'users/update-memo',
  requireCredential: true,
  kind: 'write:account',
  limit: null,
  params: {
    type: 'object',
    // Misskey's column holds 2048 characters; its schema sets no bound, so a longer memo fails there.
    properties: { userId: id, memo: nullableText(2048) },
    required: ['userId', 'memo'],
  },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const target = ctx.services.users.byId(params.userId);
    if (!target) throw noSuchUser();
    ctx.services.memos.set(me.id, target.id, params.memo);
    return undefined;
  },
});
