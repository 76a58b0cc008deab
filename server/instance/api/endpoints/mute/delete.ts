import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { userById } from '../../families/user-lookup';
import { id } from '../../schema';

const errors = {
  noSuchUser: clientError('NO_SUCH_USER', 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef', 'No such user.'),
  yourself: clientError('MUTEE_IS_YOURSELF', 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9', 'Mutee is yourself.'),
  notMuting: clientError('NOT_MUTING', '5467d020-daa9-4553-81e1-135c0c35a96d', 'You are not muting that user.'),
};

export default defineEndpoint({
  name: 'mute/delete',
  requireCredential: true,
  kind: 'write:mutes',
  limit: null,
  params: { type: 'object', properties: { userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    if (me.id === params.userId) throw errors.yourself();
    const mutee = userById(ctx, params.userId, errors.noSuchUser);
    if (!ctx.services.mutesAndBlocks.unmute(me.id, mutee.id)) throw errors.notMuting();
    return undefined;
  },
});
