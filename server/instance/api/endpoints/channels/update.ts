import { channelErrors } from '../../../channels/channel-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { channelId, channelProperties, channelUpdateProperties } from '../../families/channel-params';

/** Changes a channel: its owner or a moderator. */
export default defineEndpoint({
  name: 'channels/update',
  requireCredential: true,
  kind: 'write:channels',
  limit: null,
  params: {
    type: 'object',
    properties: { channelId, ...channelProperties, ...channelUpdateProperties },
    required: ['channelId'],
  },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const user = signedIn(ctx);
    const channel = channels.byId(params.channelId);
    if (!channel) throw channelErrors.noSuchChannelToUpdate();
    if (!channels.canEdit(channel, user)) throw channelErrors.accessDenied();
    const updated = channels.update(channel, user.id, {
      ...(params.name !== undefined ? { name: params.name } : {}),
      ...(params.description !== undefined ? { description: params.description } : {}),
      ...(params.bannerId !== undefined ? { bannerId: params.bannerId } : {}),
      ...(params.color !== undefined ? { color: params.color } : {}),
      ...(typeof params.isArchived === 'boolean' ? { isArchived: params.isArchived } : {}),
      ...(typeof params.isSensitive === 'boolean' ? { isSensitive: params.isSensitive } : {}),
      ...(typeof params.allowRenoteToExternal === 'boolean'
        ? { allowRenoteToExternal: params.allowRenoteToExternal }
        : {}),
      ...(params.pinnedNoteIds !== undefined ? { pinnedNoteIds: params.pinnedNoteIds } : {}),
    });
    return channels.pack(updated, user.id);
  },
});
