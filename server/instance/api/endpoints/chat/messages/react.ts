import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, reactionParams } from '../../../families/chat';

/** Reacts to a message sent to the caller, or to another member's message in their room. */
export default defineEndpoint({
  name: 'chat/messages/react',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: reactionParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const message = chat.messageById(params.messageId);
    if (!message) throw chatErrors.noSuchMessageToReact();
    chat.react(message, me.id, params.reaction);
    return undefined;
  },
});
