import { chatErrors } from '../../../../chat/chat-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, text } from '../../../schema';

/** Takes back the caller's reaction to a message. */
export default defineEndpoint({
  name: 'chat/messages/unreact',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { messageId: id, reaction: text(256) }, required: ['messageId', 'reaction'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    const message = chat.messageById(params.messageId);
    if (!message) throw chatErrors.noSuchMessageToUnreact();
    chat.unreact(message, me.id, params.reaction);
    return undefined;
  },
});
