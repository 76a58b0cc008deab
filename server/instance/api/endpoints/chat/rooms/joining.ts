import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomListPage, roomListPaging } from '../../../families/chat';

/** The rooms the caller joined (memberships with their rooms), newest first. */
export default defineEndpoint({
  name: 'chat/rooms/joining',
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
    const rows = chat.memberships(me.id, roomListPage(params));
    return pack.chatMemberships(rows, me.id, 'room');
  },
});
