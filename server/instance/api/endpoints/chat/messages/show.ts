import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { id } from '../../../schema';

/** One message, for its sender or recipient (and moderators), as Misskey allows. */
export default defineEndpoint({
  name: 'chat/messages/show',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: { type: 'object', properties: { messageId: id }, required: ['messageId'] },
  handle(params, ctx) {
    const { chat, roles, pack } = ctx.services;
    const me = chatCaller(ctx, 'read');
    const message = chat.messageById(params.messageId);
    if (!message) throw chatErrors.noSuchMessageToShow();
    if (message.from_user_id !== me.id && message.to_user_id !== me.id && !roles.isModerator(me)) {
      throw chatErrors.noSuchMessageToShow();
    }
    return pack.chatMessageDetailed(message, me.id);
  },
});
