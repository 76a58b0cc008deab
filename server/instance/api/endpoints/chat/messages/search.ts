import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { nullableId } from '../../../schema';

/** The caller's messages whose text contains the query: with one user, in one room, or anywhere. */
export default defineEndpoint({
  name: 'chat/messages/search',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 256 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      userId: nullableId,
      roomId: nullableId,
    },
    required: ['query'],
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    if (params.roomId) {
      const room = chat.roomById(params.roomId);
      if (!room || !chat.isMember(room, me.id)) throw chatErrors.noSuchRoomToSearch();
    }
    const rows = chat.search(me.id, params.query, params.limit ?? 10, { userId: params.userId, roomId: params.roomId });
    return pack.chatMessagesDetailed(rows, me.id);
  },
});
