import { packInvitations } from '../../../../../chat/chat-pack';
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
    const { chat, instance } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const rows = chat.receivedInvitations(me.id, roomListPage(params));
    return packInvitations(instance, rows, me.id);
  },
});
