import { chatErrors } from '../../../../chat/chat-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Accepts the caller's invitation to a room. */
export default defineEndpoint({
  name: 'chat/rooms/join',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id }, required: ['roomId'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    // Misskey fails with INTERNAL_ERROR when there is no invitation; the room's own error says more.
    if (!chat.join(params.roomId, me.id)) throw chatErrors.noSuchRoomToJoin();
    return undefined;
  },
});
