import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller } from '../../../families/chat';
import { id } from '../../../schema';

/** Deletes one of the caller's own messages. */
export default defineEndpoint({
  name: 'chat/messages/delete',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { messageId: id }, required: ['messageId'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const message = chat.messageById(params.messageId);
    if (!message || message.from_user_id !== me.id) throw chatErrors.noSuchMessageToDelete();
    chat.deleteMessage(message);
    return undefined;
  },
});
