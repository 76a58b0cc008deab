import { packRooms } from '../../../../chat/chat-pack';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { pageOf } from '../../../paging';
import { id } from '../../../schema';

/** The rooms the caller owns, newest first. */
export default defineEndpoint({
  name: 'chat/rooms/owned',
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
    return packRooms(instance, chat.owned(me.id, pageOf({ ...params, limit: params.limit ?? 30 })), me.id);
  },
});
