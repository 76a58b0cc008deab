import type { entities } from 'misskey-js';
import { packDriveFiles } from '../drive/pack-file';
import { aidTime } from '../ids';
import type { Instance } from '../instance';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';
import {
  type ChatInvitationRow,
  type ChatMembershipRow,
  type ChatMessageRow,
  type ChatRoomRow,
  reactionsOf,
} from './chat-rows';

/** Packs users once per answer: a chat page names the same few people many times. */
class UserCache {
  private readonly packed = new Map<string, entities.UserLite | null>();
  constructor(private readonly instance: Instance) {}

  get(userId: string): entities.UserLite | null {
    let user = this.packed.get(userId);
    if (user === undefined) {
      const row = this.instance.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
      user = row ? packUserLite(this.instance, row) : null;
      this.packed.set(userId, user);
    }
    return user;
  }
}

const fileOf = (instance: Instance, row: ChatMessageRow) =>
  row.file_id ? (packDriveFiles(instance, [row.file_id])[0] ?? null) : null;

const common = (instance: Instance, row: ChatMessageRow) => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  fromUserId: row.from_user_id,
  text: row.text,
  fileId: row.file_id,
  file: fileOf(instance, row),
});

/** Reactions with their users, leaving out users who are gone (as Misskey does). */
function reactionsWithUsers(row: ChatMessageRow, users: UserCache) {
  return reactionsOf(row).flatMap(({ userId, reaction }) => {
    const user = users.get(userId);
    return user ? [{ reaction, user }] : [];
  });
}

/** A one-to-one message as the chatUser channel and user-timeline send it. */
export function packMessageFor1on1(instance: Instance, row: ChatMessageRow): entities.ChatMessageLiteFor1on1 {
  return {
    ...common(instance, row),
    toUserId: row.to_user_id ?? '',
    reactions: reactionsOf(row).map(({ reaction }) => ({ reaction })),
  };
}

/** A room message as the chatRoom channel and room-timeline send it. */
export function packMessageForRoom(
  instance: Instance,
  row: ChatMessageRow,
  users = new UserCache(instance),
): entities.ChatMessageLiteForRoom {
  return {
    ...common(instance, row),
    fromUser: users.get(row.from_user_id) as entities.UserLite,
    toRoomId: row.to_room_id ?? '',
    reactions: reactionsWithUsers(row, users),
  };
}

/** Room messages, each author packed once. */
export function packMessagesForRoom(instance: Instance, rows: readonly ChatMessageRow[]) {
  const users = new UserCache(instance);
  return rows.map((row) => packMessageForRoom(instance, row, users));
}

/** A message with its people and room, as history, search, show and newChatMessage give it. */
export function packMessageDetailed(
  instance: Instance,
  row: ChatMessageRow,
  viewerId: string,
  users = new UserCache(instance),
): entities.ChatMessage {
  const room = row.to_room_id
    ? (instance.db.prepare('SELECT * FROM chat_rooms WHERE id = ?').get(row.to_room_id) as ChatRoomRow | undefined)
    : undefined;
  return {
    ...common(instance, row),
    fromUser: users.get(row.from_user_id) as entities.UserLite,
    toUserId: row.to_user_id,
    ...(row.to_user_id ? { toUser: users.get(row.to_user_id) } : {}),
    toRoomId: row.to_room_id,
    ...(room ? { toRoom: packRoom(instance, room, viewerId, users) } : {}),
    reactions: reactionsWithUsers(row, users),
  };
}

/** Messages with their people, each person packed once. */
export function packMessagesDetailed(instance: Instance, rows: readonly ChatMessageRow[], viewerId: string) {
  const users = new UserCache(instance);
  return rows.map((row) => packMessageDetailed(instance, row, viewerId, users));
}

/** A room, with whether the viewer muted it and whether they are invited to it. */
export function packRoom(
  instance: Instance,
  room: ChatRoomRow,
  viewerId: string | null,
  users = new UserCache(instance),
): entities.ChatRoom {
  const mine = viewerId !== null && viewerId !== room.owner_id;
  const membership = mine
    ? (instance.db
        .prepare('SELECT is_muted FROM chat_room_memberships WHERE room_id = ? AND user_id = ?')
        .get(room.id, viewerId) as { is_muted: number } | undefined)
    : undefined;
  const invited =
    mine &&
    instance.db
      .prepare('SELECT 1 FROM chat_room_invitations WHERE room_id = ? AND user_id = ?')
      .get(room.id, viewerId) !== undefined;
  return {
    id: room.id,
    createdAt: new Date(room.created_at).toISOString(),
    name: room.name,
    description: room.description,
    ownerId: room.owner_id,
    owner: users.get(room.owner_id) as entities.UserLite,
    isMuted: membership?.is_muted === 1,
    invitationExists: invited,
  };
}

/** Rooms, their owners packed once. */
export function packRooms(instance: Instance, rooms: readonly ChatRoomRow[], viewerId: string) {
  const users = new UserCache(instance);
  return rooms.map((room) => packRoom(instance, room, viewerId, users));
}

/** Invitations with their rooms and invitees. */
export function packInvitations(
  instance: Instance,
  invitations: readonly ChatInvitationRow[],
  viewerId: string,
): entities.ChatRoomInvitation[] {
  const users = new UserCache(instance);
  return invitations.flatMap((invitation) => {
    const room = instance.db.prepare('SELECT * FROM chat_rooms WHERE id = ?').get(invitation.room_id) as
      | ChatRoomRow
      | undefined;
    const user = users.get(invitation.user_id);
    if (!room || !user) return [];
    return [
      {
        id: invitation.id,
        createdAt: new Date(aidTime(invitation.id)).toISOString(),
        roomId: room.id,
        room: packRoom(instance, room, viewerId, users),
        userId: user.id,
        user,
      },
    ];
  });
}

/** Memberships, with their users (room members) or their rooms (the rooms one joined). */
export function packMemberships(
  instance: Instance,
  memberships: readonly ChatMembershipRow[],
  viewerId: string,
  populate: 'user' | 'room',
): entities.ChatRoomMembership[] {
  const users = new UserCache(instance);
  return memberships.flatMap((m): entities.ChatRoomMembership[] => {
    const base = {
      id: m.id,
      createdAt: new Date(aidTime(m.id)).toISOString(),
      userId: m.user_id,
      roomId: m.room_id,
    };
    if (populate === 'user') {
      const user = users.get(m.user_id);
      return user ? [{ ...base, user }] : [];
    }
    const room = instance.db.prepare('SELECT * FROM chat_rooms WHERE id = ?').get(m.room_id) as ChatRoomRow | undefined;
    return room ? [{ ...base, room: packRoom(instance, room, viewerId, users) }] : [];
  });
}
