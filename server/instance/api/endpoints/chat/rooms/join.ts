import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomParams } from '../../../families/chat';

/** Accepts the caller's invitation to a room. */
export default defineEndpoint({
  name: 'chat/rooms/join',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: roomParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    // Misskey fails with INTERNAL_ERROR when there is no invitation; the room's own error says more.
    if (!chat.join(params.roomId, me.id)) throw chatErrors.noSuchRoomToJoin();
    return undefined;
  },
});
