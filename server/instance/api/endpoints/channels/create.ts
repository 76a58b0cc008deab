import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelProperties } from '../../families/channel-params';
import { HOUR } from '../../rate-limit';

/** A new channel owned by the caller. */
export default defineEndpoint({
  name: 'channels/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:channels',
  limit: { duration: HOUR, max: 10 },
  params: { type: 'object', properties: channelProperties, required: ['name'] },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const user = signedIn(ctx);
    const channel = channels.create(user.id, {
      name: params.name,
      description: params.description ?? null,
      bannerId: params.bannerId ?? null,
      color: params.color ?? '#86b300',
      isSensitive: params.isSensitive ?? false,
      allowRenoteToExternal: params.allowRenoteToExternal ?? true,
    });
    return channels.pack(channel, user.id);
  },
});
