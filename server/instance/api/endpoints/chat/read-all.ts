import { defineEndpoint } from '../../endpoint';
import { chatCaller } from '../../families/chat';

/** Marks every conversation of the caller read. */
export default defineEndpoint({
  name: 'chat/read-all',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'read');
    chat.markAllRead(me.id);
    return undefined;
  },
});
