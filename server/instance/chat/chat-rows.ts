import type { Db } from '../db/database';

/** A chat_messages row as stored: to a user or to a room. */
export interface ChatMessageRow {
  id: string;
  created_at: number;
  from_user_id: string;
  to_user_id: string | null;
  to_room_id: string | null;
  text: string | null;
  file_id: string | null;
  /** JSON list of 'userId/reaction', as Misskey keeps them. */
  reactions: string;
}

/** A chat_rooms row. */
export interface ChatRoomRow {
  id: string;
  created_at: number;
  owner_id: string;
  name: string;
  description: string;
}

/** A chat_room_memberships row (the owner has none: they are a member by owning the room). */
export interface ChatMembershipRow {
  id: string;
  room_id: string;
  user_id: string;
  is_muted: number;
}

/** A chat_room_invitations row. */
export interface ChatInvitationRow {
  id: string;
  room_id: string;
  user_id: string;
  ignored: number;
}

/** One reaction to a message. */
export interface ChatReaction {
  userId: string;
  reaction: string;
}

/** A message's reactions, from the stored 'userId/reaction' list. */
export function reactionsOf(row: ChatMessageRow): ChatReaction[] {
  return (JSON.parse(row.reactions) as string[]).map((record) => {
    const slash = record.indexOf('/');
    return { userId: record.slice(0, slash), reaction: record.slice(slash + 1) };
  });
}

/** Whether anything in any of the user's conversations is unread (`i`'s hasUnreadChatMessages). */
export function hasUnreadChat(db: Db, userId: string): boolean {
  return db.prepare('SELECT 1 FROM chat_unreads WHERE user_id = ? LIMIT 1').get(userId) !== undefined;
}

/** The unread marker key of a conversation: with a user or in a room. */
export const peerOfUser = (userId: string) => `user:${userId}`;
/** The unread marker key of a room. */
export const peerOfRoom = (roomId: string) => `room:${roomId}`;
