import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, reactionParams } from '../../../families/chat';

/** Takes back the caller's reaction to a message. */
export default defineEndpoint({
  name: 'chat/messages/unreact',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: reactionParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const message = chat.messageById(params.messageId);
    if (!message) throw chatErrors.noSuchMessageToUnreact();
    chat.unreact(message, me.id, params.reaction);
    return undefined;
  },
});
