import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { id } from '../../schema';

const noSuchUser = clientError('NO_SUCH_USER', 'e6965129-7b2a-40a4-bae2-cd84cd434822', 'No such user.');

/**
 * The users someone replies to most, from their latest 1,000 replies, each with a weight relative
 * to the most replied-to (1), as Misskey counts them (their replies to themselves included).
 */
export default defineEndpoint({
  name: 'users/get-frequently-replied-users',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: { userId: id, limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { instance, users, pack } = ctx.services;
    const user = userById(ctx, params.userId, noSuchUser);
    const counts = instance.db
      .prepare(
        `SELECT target.user_id AS userId, COUNT(*) AS n
         FROM (SELECT reply_id FROM notes WHERE user_id = ? AND reply_id IS NOT NULL ORDER BY id DESC LIMIT 1000) recent
         JOIN notes target ON target.id = recent.reply_id
         GROUP BY target.user_id ORDER BY n DESC, target.user_id LIMIT ?`,
      )
      .all(user.id, params.limit ?? 10) as { userId: string; n: number }[];
    const peak = counts[0]?.n ?? 1;
    const viewerId = ctx.user?.id ?? null;
    return counts.flatMap(({ userId, n }) => {
      const row = users.byId(userId);
      return row ? [{ user: pack.userDetailed(row, viewerId), weight: n / peak }] : [];
    });
  },
});
