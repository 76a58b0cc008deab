import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { text } from '../../../schema';

/** Creates a room owned by the caller (ten a day). */
export default defineEndpoint({
  name: 'chat/rooms/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:chat',
  limit: { duration: 86_400_000, max: 10 },
  params: { type: 'object', properties: { name: text(256), description: text(1024) }, required: ['name'] },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const room = chat.createRoom(me.id, { name: params.name, description: params.description ?? '' });
    return pack.chatRoom(room, me.id);
  },
});
