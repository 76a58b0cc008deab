import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';

/** The channels the caller mutes. */
export default defineEndpoint({
  name: 'channels/mute/list',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'read:channels',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const me = signedIn(ctx);
    const { channels, channelMutings } = ctx.services;
    return channelMutings.mutedBy(me.id).map((c) => channels.pack(c, me.id));
  },
});
