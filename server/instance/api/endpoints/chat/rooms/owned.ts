import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomListPage, roomListPaging } from '../../../families/chat';

/** The rooms the caller owns, newest first. */
export default defineEndpoint({
  name: 'chat/rooms/owned',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: { ...roomListPaging },
  },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    return pack.chatRooms(chat.owned(me.id, roomListPage(params)), me.id);
  },
});
