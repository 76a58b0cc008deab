import { chatErrors } from '../../../../chat/chat-errors';
import { defineEndpoint } from '../../../endpoint';
import { chatCaller, roomParams } from '../../../families/chat';

/** Leaves a room the caller joined (its owner deletes it instead). */
export default defineEndpoint({
  name: 'chat/rooms/leave',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: roomParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    if (!chat.leave(params.roomId, me.id)) throw chatErrors.noSuchRoomToLeave();
    return undefined;
  },
});
