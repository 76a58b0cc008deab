import { chatErrors } from '../../../../../chat/chat-errors';
import { defineEndpoint } from '../../../../endpoint';
import { chatCaller, roomParams } from '../../../../families/chat';

/** Ignores the caller's invitation to a room: it leaves their inbox. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/ignore',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: roomParams,
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = chatCaller(ctx, 'write');
    if (!chat.ignore(params.roomId, me.id)) throw chatErrors.noSuchRoomToIgnore();
    return undefined;
  },
});
