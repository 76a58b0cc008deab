import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { id, text } from '../../../schema';

/** Renames a room or changes its description, for its owner. */
export default defineEndpoint({
  name: 'chat/rooms/update',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: {
    type: 'object',
    properties: { roomId: id, name: text(256), description: text(1024) },
    required: ['roomId'],
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const room = chat.ownedRoom(me.id, params.roomId);
    if (!room) throw chatErrors.noSuchRoomToUpdate();
    const updated = chat.updateRoom(room, { name: params.name, description: params.description });
    return pack.chatRoom(updated, me.id);
  },
});
