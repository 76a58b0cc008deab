import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { relationTarget } from '../../families/user-relation-toggles';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '6fef56f3-e765-4957-88e5-c6f65329b8a5', 'No such user.'),
  yourself: clientError('MUTEE_IS_YOURSELF', 'a4619cb2-5f23-484b-9301-94c903074e10', 'Mutee is yourself.'),
  already: clientError('ALREADY_MUTING', '7e7359cb-160c-4956-b08f-4d1c653cd007', 'You are already muting that user.'),
};

export default defineEndpoint({
  name: 'mute/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:mutes',
  limit: { duration: HOUR, max: 20 },
  params: {
    type: 'object',
    properties: { userId: id, expiresAt: { type: ['integer', 'null'], minimum: 0, maximum: 8_640_000_000_000_000 } },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { me, other: mutee } = relationTarget(ctx, params.userId, errors);
    const relations = ctx.services.mutesAndBlocks;
    if (relations.isMuting(me.id, mutee.id)) throw errors.already();
    // A mute that would already be over is not made, as in Misskey.
    if (params.expiresAt && params.expiresAt <= Date.now()) return undefined;
    relations.mute(me.id, mutee.id, params.expiresAt ?? null);
    return undefined;
  },
});
