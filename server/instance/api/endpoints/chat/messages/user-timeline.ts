import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { userById } from '../../../families/user-lookup';
import { pageOf, pagingProperties } from '../../../paging';
import { id } from '../../../schema';

/** The messages between the caller and a user, newest first; reading them marks the conversation read. */
export default defineEndpoint({
  name: 'chat/messages/user-timeline',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: { type: 'object', properties: { ...pagingProperties, userId: id }, required: ['userId'] },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const other = userById(ctx, params.userId, chatErrors.noSuchUser);
    const rows = chat.userTimeline(me.id, other.id, pageOf(params));
    chat.markRead(me.id, chat.peerOfUser(other.id));
    return rows.map((row) => pack.chatMessageFor1on1(row));
  },
});
