import { defineEndpoint } from '../../../../endpoint';
import { chatCaller, roomListPage, roomListPaging } from '../../../../families/chat';

/** The invitations the caller received and has not ignored, newest first. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/inbox',
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
    const rows = chat.receivedInvitations(me.id, roomListPage(params));
    return pack.chatInvitations(rows, me.id);
  },
});
