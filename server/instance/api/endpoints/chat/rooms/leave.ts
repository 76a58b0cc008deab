import { chatErrors } from '../../../../chat/chat-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Leaves a room the caller joined (its owner deletes it instead). */
export default defineEndpoint({
  name: 'chat/rooms/leave',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id }, required: ['roomId'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    if (!chat.leave(params.roomId, me.id)) throw chatErrors.noSuchRoomToLeave();
    return undefined;
  },
});
