import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomParams } from '../../../families/chat';

/** Deletes a room with its messages, for its owner (and moderators). */
export default defineEndpoint({
  name: 'chat/rooms/delete',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: roomParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const room = chat.roomById(params.roomId);
    if (!room || !chat.canDelete(room, me.id)) throw chatErrors.noSuchRoomToDelete();
    chat.deleteRoom(room);
    return undefined;
  },
});
