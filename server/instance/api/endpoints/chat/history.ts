import { defineEndpoint } from '../../endpoint';
import { chatCaller } from '../../families/chat';

/** The latest message of each of the caller's conversations (with users, or rooms), with whether it is read. */
export default defineEndpoint({
  name: 'chat/history',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      room: { type: 'boolean', default: false },
    },
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const limit = params.limit ?? 10;
    const rows = params.room ? chat.roomHistory(me.id, limit) : chat.userHistory(me.id, limit);
    return pack.chatMessagesDetailed(rows, me.id).map((message) => {
      const peer = message.toRoomId
        ? chat.peerOfRoom(message.toRoomId)
        : chat.peerOfUser(message.fromUserId === me.id ? (message.toUserId ?? '') : message.fromUserId);
      return { ...message, isRead: chat.isRead(me.id, peer) };
    });
  },
});
