import { chatErrors } from '../../../../../chat/chat-errors';
import { defineEndpoint } from '../../../../endpoint';
import { chatCaller, roomListPage } from '../../../../families/chat';
import { id } from '../../../../schema';

/** The invitations sent for a room the caller owns and not yet answered, newest first. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/outbox',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: {
      roomId: id,
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      sinceId: id,
      untilId: id,
    },
    required: ['roomId'],
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const room = chat.ownedRoom(me.id, params.roomId);
    if (!room) throw chatErrors.noSuchRoomForOutbox();
    const rows = chat.sentInvitations(room.id, roomListPage(params));
    return pack.chatInvitations(rows, me.id);
  },
});
