import { type ApiError, clientError } from '../../errors';
import type { MutesAndBlocks } from '../../users/mutes-blocks';
import type { UserRow } from '../../users/user-row';
import type { ApiContext } from '../context';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { HOUR } from '../rate-limit';
import { id } from '../schema';
import { userById } from './user-lookup';

/** The caller's own errors of a mute or block endpoint, each with Misskey's id for that endpoint. */
export interface RelationErrors {
  noSuchUser: () => ApiError;
  /** MUTEE_IS_YOURSELF or BLOCKEE_IS_YOURSELF. */
  yourself: () => ApiError;
}

/**
 * The caller and the user a mute or block endpoint names: the endpoint's "is yourself" error
 * when they are the same, its NO_SUCH_USER when the other does not exist.
 */
export function relationTarget(
  ctx: ApiContext,
  userId: string,
  errors: RelationErrors,
): { me: UserRow; other: UserRow } {
  const me = signedIn(ctx);
  if (me.id === userId) throw errors.yourself();
  return { me, other: userById(ctx, userId, errors.noSuchUser) };
}

const mutee = (noSuchUser: string, yourself: string) => ({
  noSuchUser: clientError('NO_SUCH_USER', noSuchUser, 'No such user.'),
  yourself: clientError('MUTEE_IS_YOURSELF', yourself, 'Mutee is yourself.'),
});

/** What each call does to the mute between the caller and the user, with Misskey's error ids. */
const toggles = {
  'mute/delete': {
    errors: mutee('b851d00b-8ab1-4a56-8b1b-e24187cb48ef', 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9'),
    refused: clientError('NOT_MUTING', '5467d020-daa9-4553-81e1-135c0c35a96d', 'You are not muting that user.'),
    toggle: (relations: MutesAndBlocks, me: string, other: string) => relations.unmute(me, other),
    prohibitMoved: false,
    limit: null,
  },
  'renote-mute/create': {
    errors: mutee('5e0a5dff-1e94-4202-87ae-4d9c89eb2271', '37285718-52f7-4aef-b7de-c38b8e8a8420'),
    refused: clientError('ALREADY_MUTING', 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b', 'You are already muting that user.'),
    toggle: (relations: MutesAndBlocks, me: string, other: string) => relations.muteRenotes(me, other),
    prohibitMoved: true,
    limit: { duration: HOUR, max: 20 },
  },
  'renote-mute/delete': {
    errors: mutee('9b6728cf-638c-4aa1-bedb-e07d8101474d', '619b1314-0850-4597-a242-e245f3da42af'),
    refused: clientError('NOT_MUTING', '2e4ef874-8bf0-4b4b-b069-4598f6d05817', 'You are not muting that user.'),
    toggle: (relations: MutesAndBlocks, me: string, other: string) => relations.unmuteRenotes(me, other),
    prohibitMoved: false,
    limit: null,
  },
} as const;

/**
 * mute/delete, renote-mute/create or renote-mute/delete: the same call on another user under
 * three names, each with its change to the mutes, the error when there is nothing to change, and
 * Misskey's error ids.
 */
export function muteToggleEndpoint(name: keyof typeof toggles) {
  const { errors, refused, toggle, prohibitMoved, limit } = toggles[name];
  return defineEndpoint({
    name,
    requireCredential: true,
    prohibitMoved,
    kind: 'write:mutes',
    limit,
    params: { type: 'object', properties: { userId: id }, required: ['userId'] },
    handle(params, ctx) {
      const { me, other } = relationTarget(ctx, params.userId, errors);
      if (!toggle(ctx.services.mutesAndBlocks, me.id, other.id)) throw refused();
      return undefined;
    },
  });
}
