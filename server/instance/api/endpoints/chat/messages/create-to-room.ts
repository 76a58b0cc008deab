import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { id, nullableText } from '../../../schema';

/** Sends a message to a room the caller is in. */
export default defineEndpoint({
  name: 'chat/messages/create-to-room',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:chat',
  limit: { duration: 3_600_000, max: 500 },
  params: {
    type: 'object',
    properties: { text: nullableText(2000), fileId: id, toRoomId: id },
    required: ['toRoomId'],
  },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const room = chat.roomById(params.toRoomId);
    if (!room) throw chatErrors.noSuchRoomToSend();
    return chat.sendToRoom(me, room, { text: params.text ?? null, fileId: params.fileId ?? null });
  },
});
