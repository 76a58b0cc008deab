import type { PackedServer } from '../../../federation/known-servers';
import { defineEndpoint } from '../../endpoint';
import { nullableText } from '../../schema';

const flag = { type: ['boolean', 'null'] } as const;

type Sortable =
  | 'pubSub'
  | 'notes'
  | 'users'
  | 'following'
  | 'followers'
  | 'firstRetrievedAt'
  | 'latestRequestReceivedAt';

/** The figure each of Misskey's sort orders compares ('+' is the most first, as Misskey's). */
const SORT_KEYS: Record<Sortable, (s: PackedServer) => number> = {
  pubSub: (s) => s.followingCount + s.followersCount,
  notes: (s) => s.notesCount,
  users: (s) => s.usersCount,
  following: (s) => s.followingCount,
  followers: (s) => s.followersCount,
  firstRetrievedAt: (s) => Date.parse(s.firstRetrievedAt),
  latestRequestReceivedAt: (s) => (s.latestRequestReceivedAt ? Date.parse(s.latestRequestReceivedAt) : 0),
};

/** Whether a yes/no filter (null: either) lets a server through. */
const fits = (filter: boolean | null | undefined, value: boolean) => filter == null || filter === value;

/**
 * The servers this one knows, filtered and sorted as Misskey's: none unless some were recorded,
 * as a server that does not federate meets none by itself.
 */
export default defineEndpoint({
  name: 'federation/instances',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: {
    type: 'object',
    properties: {
      host: nullableText(256),
      blocked: flag,
      notResponding: flag,
      suspended: flag,
      silenced: flag,
      federating: flag,
      subscribing: flag,
      publishing: flag,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      sort: {
        type: ['string', 'null'],
        enum: [
          null,
          '+pubSub',
          '-pubSub',
          '+notes',
          '-notes',
          '+users',
          '-users',
          '+following',
          '-following',
          '+followers',
          '-followers',
          '+firstRetrievedAt',
          '-firstRetrievedAt',
          '+latestRequestReceivedAt',
          '-latestRequestReceivedAt',
        ],
      },
    },
  },
  handle(params, ctx) {
    const { knownServers, roles } = ctx.services;
    const moderator = ctx.user !== null && roles.isModerator(ctx.user);
    const wanted = params.host?.toLowerCase() ?? null;
    const servers = knownServers
      .all()
      .map((row) => knownServers.pack(row, moderator))
      .filter(
        (s) =>
          (wanted === null || s.host.includes(wanted)) &&
          fits(params.blocked, s.isBlocked) &&
          fits(params.notResponding, s.isNotResponding) &&
          fits(params.suspended, s.isSuspended) &&
          fits(params.silenced, s.isSilenced) &&
          fits(params.federating, s.followingCount > 0 || s.followersCount > 0) &&
          fits(params.subscribing, s.followersCount > 0) &&
          fits(params.publishing, s.followingCount > 0),
      );
    if (params.sort) {
      const key = SORT_KEYS[params.sort.slice(1) as Sortable];
      const most = params.sort.startsWith('+') ? -1 : 1;
      servers.sort((a, b) => most * (key(a) - key(b)));
    }
    const offset = params.offset ?? 0;
    return servers.slice(offset, offset + (params.limit ?? 30));
  },
});
