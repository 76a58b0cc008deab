import type { entities } from 'misskey-js';
import { packUserDetailed } from '../../users/pack-user';
import { canSeeRelations } from '../../users/relation-visibility';
import type { UserRow } from '../../users/user-row';
import { defineEndpoint } from '../endpoint';
import { clientError } from '../errors';
import { pageOf, pagingProperties } from '../paging';
import { host, id, username } from '../schema';
import { lookUpUser } from './user-lookup';

/** The owner hides this list from the caller (followersVisibility / followingVisibility). */
const forbidden = {
  followers: clientError('FORBIDDEN', '3c6a84db-d619-26af-ca14-06232a21df8a', 'Forbidden.'),
  following: clientError('FORBIDDEN', 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba', 'Forbidden.'),
};

interface FollowRow {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

/** users/followers or users/following: a user's follow relations, newest first, as the owner lets the caller see them. */
export function relationList(side: 'followers' | 'following') {
  return defineEndpoint({
    name: side === 'followers' ? 'users/followers' : 'users/following',
    requireCredential: false,
    kind: null,
    limit: null,
    params: {
      type: 'object',
      properties: {
        userId: id,
        username,
        host,
        ...pagingProperties,
        // users/following only: the followed people born on a day (the year is not compared).
        ...(side === 'following'
          ? {
              birthday: {
                type: ['string', 'null'],
                maxLength: 10,
                pattern: '^([0-9]{4})-([0-9]{2})-([0-9]{2})$',
              } as const,
            }
          : {}),
      },
      anyOf: [{ required: ['userId'] }, { required: ['username', 'host'] }],
    },
    handle(params, ctx) {
      const { instance, users } = ctx.services;
      const db = instance.db;
      const user = lookUpUser(ctx, params);
      if (!canSeeRelations(db, user, side, () => ctx.user)) throw forbidden[side]();
      const column = side === 'followers' ? 'followee_id' : 'follower_id';
      const birthday = 'birthday' in params && typeof params.birthday === 'string' ? params.birthday.slice(5) : null;
      const rows = (
        birthday
          ? db
              .prepare(
                `SELECT f.* FROM follows f JOIN users u ON u.id = f.followee_id
                 WHERE f.${column} = ? AND substr(u.birthday, 6) = ? ORDER BY f.created_at DESC LIMIT ?`,
              )
              .all(user.id, birthday, pageOf(params).limit)
          : db
              .prepare(`SELECT * FROM follows WHERE ${column} = ? ORDER BY created_at DESC LIMIT ?`)
              .all(user.id, pageOf(params).limit)
      ) as FollowRow[];
      const viewerId = ctx.user?.id ?? null;
      return rows.map((r): entities.Following => {
        const other = users.byId(side === 'followers' ? r.follower_id : r.followee_id) as UserRow;
        const packed = packUserDetailed(instance, other, viewerId);
        return {
          id: `${r.follower_id}-${r.followee_id}`,
          createdAt: new Date(r.created_at).toISOString(),
          followerId: r.follower_id,
          followeeId: r.followee_id,
          ...(side === 'followers' ? { follower: packed } : { followee: packed }),
        };
      });
    },
  });
}
