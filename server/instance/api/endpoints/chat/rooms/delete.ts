import { chatErrors } from '../../../../chat/chat-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes a room with its messages, for its owner (and moderators). */
export default defineEndpoint({
  name: 'chat/rooms/delete',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id }, required: ['roomId'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    const room = chat.roomById(params.roomId);
    if (!room || !chat.canDelete(room, me.id)) throw chatErrors.noSuchRoomToDelete();
    chat.deleteRoom(room);
    return undefined;
  },
});
