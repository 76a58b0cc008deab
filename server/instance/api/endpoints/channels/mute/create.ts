import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

const errors = {
  noSuchChannel: clientError('NO_SUCH_CHANNEL', '7174361e-d58f-31d6-2e7c-6fb830786a3f', 'No such Channel.'),
  alreadyMuting: clientError(
    'ALREADY_MUTING_CHANNEL',
    '5a251978-769a-da44-3e89-3931e43bb592',
    'You are already muting that user.',
  ),
  expiresAtIsPast: clientError(
    'EXPIRES_AT_IS_PAST',
    '42b32236-df2c-a45f-fdbf-def67268f749',
    'Cannot set past date to "expiresAt".',
  ),
};

/** Mutes a channel for the caller, until `expiresAt` when given: its notes leave their timelines. */
export default defineEndpoint({
  name: 'channels/mute/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: null,
  params: {
    type: 'object',
    properties: { channelId: id, expiresAt: { type: ['integer', 'null'] } },
    required: ['channelId'],
  },
  handle(params, ctx) {
    const me = signedIn(ctx);
    const channel = ctx.services.channels.byId(params.channelId);
    if (!channel) throw errors.noSuchChannel();
    const mutings = ctx.services.channelMutings;
    if (mutings.isMuting(me.id, channel.id)) throw errors.alreadyMuting();
    if (params.expiresAt && params.expiresAt <= Date.now()) throw errors.expiresAtIsPast();
    mutings.mute(me.id, channel.id, params.expiresAt ?? null);
    return undefined;
  },
});
