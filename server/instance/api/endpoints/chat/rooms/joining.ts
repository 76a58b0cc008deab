import { packMemberships } from '../../../../chat/chat-pack';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf } from '../../../paging';
import { id } from '../../../schema';

/** The rooms the caller joined (memberships with their rooms), newest first. */
export default defineEndpoint({
  name: 'chat/rooms/joining',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 }, sinceId: id, untilId: id },
  },
  handle(params, ctx) {
    const { chat, instance } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'read');
    const rows = chat.memberships(me.id, pageOf({ ...params, limit: params.limit ?? 30 }));
    return packMemberships(instance, rows, me.id, 'room');
  },
});
