import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { relationTarget } from '../../families/user-relation-toggles';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '7cc4f851-e2f1-4621-9633-ec9e1d00c01e', 'No such user.'),
  yourself: clientError('BLOCKEE_IS_YOURSELF', '88b19138-f28d-42c0-8499-6a31bbd0fdc6', 'Blockee is yourself.'),
  already: clientError(
    'ALREADY_BLOCKING',
    '787fed64-acb9-464a-82eb-afbd745b9614',
    'You are already blocking that user.',
  ),
};

export default defineEndpoint({
  name: 'blocking/create',
  requireCredential: true,
  kind: 'write:blocks',
  limit: { duration: HOUR, max: 20 },
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { following, pack } = ctx.services;
    const { me, other: blockee } = relationTarget(ctx, params.userId, errors);
    if (!ctx.services.mutesAndBlocks.block(me.id, blockee.id)) throw errors.already();
    following.part(me, blockee);
    return pack.userDetailed(blockee, me.id);
  },
});
