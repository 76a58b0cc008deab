import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomParams } from '../../../families/chat';

/** A room, with whether the caller muted it or is invited to it. */
export default defineEndpoint({
  name: 'chat/rooms/show',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: roomParams,
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const room = chat.roomById(params.roomId);
    if (!room) throw chatErrors.noSuchRoomToShow();
    return pack.chatRoom(room, me.id);
  },
});
