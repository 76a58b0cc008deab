import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';

/** Marks every conversation of the caller read. */
export default defineEndpoint({
  name: 'chat/read-all',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'read');
    chat.markAllRead(me.id);
    return undefined;
  },
});
