import { chatErrors } from '../../../../../chat/chat-errors';
import { signedIn } from '../../../../context';
import { defineEndpoint } from '../../../../endpoint';
import { id } from '../../../../schema';

/** Ignores the caller's invitation to a room: it leaves their inbox. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/ignore',
  requireCredential: true,
  kind: 'write:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id }, required: ['roomId'] },
  handle(params, ctx) {
    const { chat } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'write');
    if (!chat.ignore(params.roomId, me.id)) throw chatErrors.noSuchRoomToIgnore();
    return undefined;
  },
});
