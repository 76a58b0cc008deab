import { chatErrors } from '../../../../chat/chat-errors';
import { packRoom } from '../../../../chat/chat-pack';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** A room, with whether the caller muted it or is invited to it. */
export default defineEndpoint({
  name: 'chat/rooms/show',
  requireCredential: true,
  kind: 'read:chat',
  limit: null,
  params: { type: 'object', properties: { roomId: id }, required: ['roomId'] },
  handle(params, ctx) {
    const { chat, instance } = ctx.services;
    const me = signedIn(ctx);
    chat.require(me.id, 'read');
    const room = chat.roomById(params.roomId);
    if (!room) throw chatErrors.noSuchRoomToShow();
    return packRoom(instance, room, me.id);
  },
});
