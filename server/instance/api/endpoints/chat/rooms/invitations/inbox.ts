import { packInvitations } from '../../../../../chat/chat-pack';
import { signedIn } from '../../../../context';
import { defineEndpoint } from '../../../../endpoint';
import { pageOf } from '../../../../paging';
import { id } from '../../../../schema';

/** The invitations the caller received and has not ignored, newest first. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/inbox',
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
    const rows = chat.receivedInvitations(me.id, pageOf({ ...params, limit: params.limit ?? 30 }));
    return packInvitations(instance, rows, me.id);
  },
});
