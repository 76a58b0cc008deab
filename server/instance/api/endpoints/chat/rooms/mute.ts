import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { id } from '../../../schema';

/** Mutes or unmutes a room the caller joined: a muted room's messages leave no unread mark. */
export default defineEndpoint({
  name: 'chat/rooms/mute',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id, mute: { type: 'boolean' } }, required: ['roomId', 'mute'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    if (!chat.mute(params.roomId, me.id, params.mute)) throw chatErrors.noSuchRoomToMute();
    return undefined;
  },
});
