import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { pageOf } from '../../../paging';
import { id } from '../../../schema';

/** A room's messages, newest first, for its members (and moderators); reading them marks the room read. */
export default defineEndpoint({
  name: 'chat/messages/room-timeline',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      sinceId: id,
      untilId: id,
      roomId: id,
    },
    required: ['roomId'],
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const room = chat.roomById(params.roomId);
    if (!room || !chat.canView(room, me.id)) throw chatErrors.noSuchRoomForTimeline();
    const rows = chat.roomTimeline(room.id, pageOf(params));
    chat.markRead(me.id, chat.peerOfRoom(room.id));
    return pack.chatMessagesForRoom(rows);
  },
});
