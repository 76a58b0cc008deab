import type { entities } from 'misskey-js';
import type { Following } from '../../following/following';
import { followErrors } from '../../following/following';
import type { Instance } from '../../instance';
import { packUserDetailed, packUserLite } from '../../users/pack-user';
import { canSeeRelations } from '../../users/relation-visibility';
import type { UserRow } from '../../users/user-row';
import type { Users } from '../../users/users';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { type ApiError, clientError } from '../errors';
import { pageOf, pagingProperties } from '../paging';
import { HOUR } from '../rate-limit';
import { host, id, idList, username } from '../schema';

/** The owner hides this list from the caller (followersVisibility / followingVisibility). */
const forbidden = {
  followers: clientError('FORBIDDEN', '3c6a84db-d619-26af-ca14-06232a21df8a', 'Forbidden.'),
  following: clientError('FORBIDDEN', 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba', 'Forbidden.'),
};
const noSuchUser = clientError('NO_SUCH_USER', '4362f8dc-731f-4ad8-a694-be5a88922a24', 'No such user.');

interface FollowRow {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

/** Users: lookup, followers and following lists, follows and follow requests. */
export function userEndpoints(instance: Instance, users: Users, following: Following) {
  const db = instance.db;
  const local = (host: string | null | undefined) => host === undefined || host === null || host === instance.host();
  const target = (userId: string, error: () => ApiError) => {
    const user = users.byId(userId);
    if (!user) throw error();
    return user;
  };

  const relationList = (side: 'followers' | 'following') =>
    defineEndpoint({
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
        },
      },
      handle(params: Record<string, unknown>, ctx) {
        const user = params.userId
          ? users.byId(String(params.userId))
          : typeof params.username === 'string' && local(params.host as string | null | undefined)
            ? users.byUsername(params.username)
            : undefined;
        if (!user) throw noSuchUser();
        if (!canSeeRelations(db, user, side, () => ctx.user)) throw forbidden[side]();
        const page = pageOf(params);
        const column = side === 'followers' ? 'followee_id' : 'follower_id';
        const rows = db
          .prepare(`SELECT * FROM follows WHERE ${column} = ? ORDER BY created_at DESC LIMIT ?`)
          .all(user.id, page.limit) as FollowRow[];
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

  return [
    defineEndpoint({
      name: 'users/search-by-username-and-host',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: {
          username: { ...username, type: ['string', 'null'] },
          host,
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          detail: { type: 'boolean', default: true },
        },
      },
      handle(params: Record<string, unknown>, ctx) {
        // Misskey's rule: usernames starting with the text, without case; this server has no
        // remote users, so a host other than this one finds nobody.
        const host = params.host as string | null | undefined;
        if (host && host !== '.' && host !== instance.host()) return [];
        const prefix = String(params.username ?? '').toLowerCase();
        const rows = db
          .prepare(
            `SELECT * FROM users WHERE lower(username) LIKE ? ESCAPE '\\' AND is_suspended = 0
             ORDER BY (last_active_at IS NULL), last_active_at DESC LIMIT ?`,
          )
          .all(`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, params.limit) as UserRow[];
        const viewerId = ctx.user?.id ?? null;
        return rows.map((u) => (params.detail ? packUserDetailed(instance, u, viewerId) : packUserLite(instance, u)));
      },
    }),
    defineEndpoint({
      name: 'users/show',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: {
          userId: id,
          userIds: idList(100),
          username,
          host,
        },
      },
      handle(params: Record<string, unknown>, ctx) {
        const viewerId = ctx.user?.id ?? null;
        if (Array.isArray(params.userIds)) {
          return users.byIds(params.userIds as string[]).map((u) => packUserDetailed(instance, u, viewerId));
        }
        const user =
          typeof params.userId === 'string'
            ? users.byId(params.userId)
            : typeof params.username === 'string' && local(params.host as string | null | undefined)
              ? users.byUsername(params.username)
              : undefined;
        if (!user) throw noSuchUser();
        return packUserDetailed(instance, user, viewerId);
      },
    }),
    relationList('followers'),
    relationList('following'),
    defineEndpoint({
      name: 'following/create',
      requireCredential: true,
      kind: 'write:following',
      limit: { duration: HOUR, max: 100 },
      params: {
        type: 'object',
        properties: { userId: id, withReplies: { type: 'boolean' } },
        required: ['userId'],
      },
      handle(params, ctx) {
        const followee = target(params.userId, followErrors.createNoSuchUser);
        following.follow(signedIn(ctx), followee);
        return packUserLite(instance, followee);
      },
    }),
    defineEndpoint({
      name: 'following/delete',
      requireCredential: true,
      kind: 'write:following',
      limit: { duration: HOUR, max: 100 },
      params: { type: 'object', properties: { userId: id }, required: ['userId'] },
      handle(params, ctx) {
        const followee = target(params.userId, followErrors.deleteNoSuchUser);
        following.unfollow(signedIn(ctx), followee);
        return packUserLite(instance, followee);
      },
    }),
    defineEndpoint({
      name: 'following/requests/list',
      requireCredential: true,
      kind: 'read:following',
      limit: null,
      params: { type: 'object', properties: { ...pagingProperties } },
      handle(params, ctx) {
        const me = signedIn(ctx);
        const rows = db
          .prepare('SELECT * FROM follow_requests WHERE followee_id = ? ORDER BY id DESC LIMIT ?')
          .all(me.id, pageOf(params).limit) as { id: string; follower_id: string }[];
        return rows.map((r) => ({
          id: r.id,
          follower: packUserLite(instance, users.byId(r.follower_id) as UserRow),
          followee: packUserLite(instance, me),
        }));
      },
    }),
    defineEndpoint({
      name: 'following/requests/accept',
      requireCredential: true,
      kind: 'write:following',
      limit: null,
      params: { type: 'object', properties: { userId: id }, required: ['userId'] },
      handle(params, ctx) {
        following.accept(signedIn(ctx), target(params.userId, followErrors.acceptNoSuchUser));
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'following/requests/reject',
      requireCredential: true,
      kind: 'write:following',
      limit: null,
      params: { type: 'object', properties: { userId: id }, required: ['userId'] },
      handle(params, ctx) {
        following.reject(signedIn(ctx), target(params.userId, followErrors.rejectNoSuchUser));
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'following/requests/cancel',
      requireCredential: true,
      kind: 'write:following',
      limit: null,
      params: { type: 'object', properties: { userId: id }, required: ['userId'] },
      handle(params, ctx) {
        const followee = target(params.userId, followErrors.cancelNoSuchUser);
        following.cancel(signedIn(ctx), followee);
        return packUserLite(instance, followee);
      },
    }),
  ];
}
