import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

const errors = {
  noSuchChannel: clientError('NO_SUCH_CHANNEL', 'e7998769-6e94-d9c2-6b8f-94a527314aba', 'No such Channel.'),
  notMuting: clientError(
    'NOT_MUTING_CHANNEL',
    '14d55962-6ea8-d990-1333-d6bef78dc2ab',
    'You are not muting that channel.',
  ),
};

/** Unmutes a channel for the caller. */
export default defineEndpoint({
  name: 'channels/mute/delete',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: null,
  params: { type: 'object', properties: { channelId: id }, required: ['channelId'] },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const channel = ctx.services.channels.byId(params.channelId);
    if (!channel) throw errors.noSuchChannel();
    const mutings = ctx.services.channelMutings;
    if (!mutings.isMuting(me.id, channel.id)) throw errors.notMuting();
    mutings.unmute(me.id, channel.id);
    return undefined;
  },
});
