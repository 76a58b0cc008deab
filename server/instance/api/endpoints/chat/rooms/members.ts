import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomListPage } from '../../../families/chat';
import { id } from '../../../schema';

/** A room's members besides its owner (memberships with their users), for the room's members. */
export default defineEndpoint({
  name: 'chat/rooms/members',
  requireCredential: true,
  kind: 'write:chat',
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
    const room = chat.roomById(params.roomId);
    if (!room || !chat.isMember(room, me.id)) throw chatErrors.noSuchRoomForMembers();
    const rows = chat.members(room.id, roomListPage(params));
    return pack.chatMemberships(rows, me.id, 'user');
  },
});
