import { chatErrors } from '../../../../../chat/chat-errors';
import type { packInvitations } from '../../../../../chat/chat-pack';
import { defineEndpoint } from '../../../../endpoint';
import { chatCaller } from '../../../../families/chat';
import { userById } from '../../../../families/user-lookup';
import { id } from '../../../../schema';

/** Invites a user to a room the caller owns (fifty a day); they are notified. */
export default defineEndpoint({
  name: 'chat/rooms/invitations/create',
  requireCredential: true,
  prohibitMoved: true,
  kind: 'write:chat',
  limit: { duration: 86_400_000, max: 50 },
  params: { type: 'object', properties: { roomId: id, userId: id }, required: ['roomId', 'userId'] },
  handle(params, ctx) {
    const { chat, pack } = ctx.services;
    const me = chatCaller(ctx, 'write');
    const room = chat.ownedRoom(me.id, params.roomId);
    if (!room) throw chatErrors.noSuchRoomToInvite();
    const invitee = userById(ctx, params.userId, chatErrors.noSuchUserToInvite);
    const invitation = chat.invite(room, invitee.id);
    return pack.chatInvitations([invitation], me.id)[0] as NonNullable<ReturnType<typeof packInvitations>[number]>;
  },
});
