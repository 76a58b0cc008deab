import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { HOUR } from '../../rate-limit';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '5e0a5dff-1e94-4202-87ae-4d9c89eb2271', 'No such user.'),
  yourself: clientError('MUTEE_IS_YOURSELF', '37285718-52f7-4aef-b7de-c38b8e8a8420', 'Mutee is yourself.'),
  already: clientError('ALREADY_MUTING', 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b', 'You are already muting that user.'),
};

export default defineEndpoint({
  name: 'renote-mute/create',
  requireCredential: true,
  kind: 'write:mutes',
  prohibitMoved: true,
  limit: { duration: HOUR, max: 20 },
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    if (me.id === params.userId) throw errors.yourself();
    const mutee = userById(ctx, params.userId, errors.noSuchUser);
    if (!ctx.services.mutesAndBlocks.muteRenotes(me.id, mutee.id)) throw errors.already();
    return undefined;
  },
});
