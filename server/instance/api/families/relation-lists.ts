import type { entities } from 'misskey-js';
import { selectPage } from '../../db/paging';
import { clientError } from '../../errors';
import type { UserRow } from '../../users/user-row';
import { defineEndpoint } from '../endpoint';
import { pageOf, pagingProperties } from '../paging';
import { host, id, username } from '../schema';
import { lookUpUser } from './user-lookup';

/** The owner hides this list from the caller (followersVisibility / followingVisibility). */
const forbidden = {
  followers: clientError('FORBIDDEN', '3c6a84db-d619-26af-ca14-06232a21df8a', 'Forbidden.'),
  following: clientError('FORBIDDEN', 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba', 'Forbidden.'),
};

/**
 * A following's id: this instance keeps none, so it is made of the follow's time and its two
 * people, ordered by time as Misskey's ids are, so a page's last id pages on (FOLLOWING_ID_SQL
 * gives the same in SQL).
 */
const followingId = (r: FollowRow) => `${String(r.created_at).padStart(13, '0')}-${r.follower_id}-${r.followee_id}`;
const FOLLOWING_ID_SQL = "(printf('%013d', f.created_at) || '-' || f.follower_id || '-' || f.followee_id)";

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
      if (!ctx.services.following.canSeeRelations(user, side, () => ctx.user)) throw forbidden[side]();
      const column = side === 'followers' ? 'followee_id' : 'follower_id';
      const birthday = 'birthday' in params && typeof params.birthday === 'string' ? params.birthday.slice(5) : null;
      const where = [`f.${column} = ?`];
      const values: unknown[] = [user.id];
      if (birthday) {
        where.push('substr(u.birthday, 6) = ?');
        values.push(birthday);
      }
      // Paged as Misskey pages by the following's id (sinceId, untilId and the dates included).
      const rows = selectPage<FollowRow>(
        db,
        {
          select: 'SELECT f.* FROM follows f JOIN users u ON u.id = f.followee_id',
          where,
          values,
          idColumn: FOLLOWING_ID_SQL,
          dateColumn: 'f.created_at',
        },
        pageOf(params),
      );
      const viewerId = ctx.user?.id ?? null;
      return rows.map((r): entities.Following => {
        const other = users.byId(side === 'followers' ? r.follower_id : r.followee_id) as UserRow;
        const packed = ctx.services.pack.userDetailed(other, viewerId);
        return {
          id: followingId(r),
          createdAt: new Date(r.created_at).toISOString(),
          followerId: r.follower_id,
          followeeId: r.followee_id,
          ...(side === 'followers' ? { follower: packed } : { followee: packed }),
        };
      });
    },
  });
}
