import type { entities } from 'misskey-js';

/** Where a message belongs: its conversation's address, and the person or room it is with. */
export function conversationOf(message: entities.ChatMessage, viewerId: string | null): { to: string; name: string } {
  if (message.toRoomId) return { to: `/chat/room/${message.toRoomId}`, name: message.toRoom?.name ?? '' };
  const other = message.fromUserId === viewerId ? message.toUser : message.fromUser;
  return { to: `/chat/user/${other?.id ?? ''}`, name: other ? (other.name ?? other.username) : '' };
}
