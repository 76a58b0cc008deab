import { chatErrors } from '../../../../chat/chat-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, text } from '../../../schema';

/** Reacts to a message sent to the caller, or to another member's message in their room. */
export default defineEndpoint({
  name: 'chat/messages/react',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { messageId: id, reaction: text(256) }, required: ['messageId', 'reaction'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    const message = chat.messageById(params.messageId);
    if (!message) throw chatErrors.noSuchMessageToReact();
    chat.react(message, me.id, params.reaction);
    return undefined;
  },
});
