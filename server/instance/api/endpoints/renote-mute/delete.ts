import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', '9b6728cf-638c-4aa1-bedb-e07d8101474d', 'No such user.'),
  yourself: clientError('MUTEE_IS_YOURSELF', '619b1314-0850-4597-a242-e245f3da42af', 'Mutee is yourself.'),
  notMuting: clientError('NOT_MUTING', '2e4ef874-8bf0-4b4b-b069-4598f6d05817', 'You are not muting that user.'),
};

export default defineEndpoint({
  name: 'renote-mute/delete',
  requireCredential: true,
  kind: 'write:mutes',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    if (me.id === params.userId) throw errors.yourself();
    const mutee = userById(ctx, params.userId, errors.noSuchUser);
    if (!ctx.services.mutesAndBlocks.unmuteRenotes(me.id, mutee.id)) throw errors.notMuting();
    return undefined;
  },
});
