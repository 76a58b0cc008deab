import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { relationTarget } from '../../families/user-relation-toggles';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '8621d8bf-c358-4303-a066-5ea78610eb3f', 'No such user.'),
  yourself: clientError('BLOCKEE_IS_YOURSELF', '06f6fac6-524b-473c-a354-e97a40ae6eac', 'Blockee is yourself.'),
  notBlocking: clientError('NOT_BLOCKING', '291b2efa-60c6-45c0-9f6a-045c8f9b02cd', 'You are not blocking that user.'),
};

export default defineEndpoint({
  name: 'blocking/delete',
  requireCredential: true,
  kind: 'write:blocks',
  limit: { duration: HOUR, max: 100 },
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { me, other: blockee } = relationTarget(ctx, params.userId, errors);
    if (!ctx.services.mutesAndBlocks.unblock(me.id, blockee.id)) throw errors.notBlocking();
    return ctx.services.pack.userDetailed(blockee, me.id);
  },
});
