import { type Page, selectPage } from '../db/paging';
import { apiErrors } from '../errors';
import type { Following } from '../following/following';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { Notifications } from '../notifications/notifications';
import { CUSTOM_EMOJI_REACTION, isUnicodeEmoji } from '../reactions/reactions';
import { Roles } from '../roles/roles';
import { MutesAndBlocks } from '../users/mutes-blocks';
import { packUserLite } from '../users/pack-user';
import { profileOf, type UserRow } from '../users/user-row';
import { chatErrors } from './chat-errors';
import { packMessageDetailed, packMessageFor1on1, packMessageForRoom } from './chat-pack';
import {
  type ChatInvitationRow,
  type ChatMembershipRow,
  type ChatMessageRow,
  type ChatRoomRow,
  peerOfRoom,
  peerOfUser,
} from './chat-rows';

/** Misskey's limits: members of a room besides its owner, and reactions on one message. */
export const MAX_ROOM_MEMBERS = 50;
const MAX_REACTIONS_PER_MESSAGE = 100;
/** A message still unread this long after it arrived is announced on the main stream (newChatMessage). */
export const UNREAD_ANNOUNCE_MS = 3_000;

/** What a message carries: text, a drive file of the sender, or both. */
export interface ChatContent {
  text: string | null;
  fileId: string | null;
}

/**
 * Chat: one-to-one messages and rooms, as Misskey keeps them. Whether someone may read or write
 * comes from their role's chatAvailability; whom they may write to, from the recipient's
 * chatScope and blocks. Unread markers are kept per person and conversation; a message still
 * unread after three seconds is announced on the recipient's main stream.
 */
export class Chat {
  constructor(
    private readonly instance: Instance,
    private readonly notifications: Notifications,
    private readonly following: Following,
  ) {}

  /** The unread marker key of a conversation with a user. */
  readonly peerOfUser = peerOfUser;
  /** The unread marker key of a room. */
  readonly peerOfRoom = peerOfRoom;

  private get db() {
    return this.instance.db;
  }

  /** What the user's role lets them do with chat. */
  availability(userId: string): { read: boolean; write: boolean } {
    const policy = this.instance.policiesOf(userId).chatAvailability;
    return { read: policy !== 'unavailable', write: policy === 'available' };
  }

  /** Refuses, with ROLE_PERMISSION_DENIED, a caller whose role does not allow this. */
  require(userId: string, what: 'read' | 'write'): void {
    if (!this.availability(userId)[what]) throw apiErrors.notInRole();
  }

  /** Whether `to` takes messages from `from` by their chatScope and role (blocks aside). */
  accepts(to: UserRow, fromId: string): boolean {
    if (!this.availability(to.id).write) return false;
    switch (profileOf(to).chatScope ?? 'mutual') {
      case 'everyone':
        return true;
      case 'followers':
        return this.following.isFollowing(fromId, to.id);
      case 'following':
        return this.following.isFollowing(to.id, fromId);
      case 'mutual':
        return this.following.isFollowing(fromId, to.id) && this.following.isFollowing(to.id, fromId);
      case 'none':
        return false;
    }
  }

  private ownFile(userId: string, fileId: string | null, missing: () => Error): string | null {
    if (fileId === null) return null;
    const found = this.db.prepare('SELECT 1 FROM drive_files WHERE id = ? AND user_id = ?').get(fileId, userId);
    if (!found) throw missing();
    return fileId;
  }

  private insertMessage(fromId: string, to: { userId?: string; roomId?: string }, content: ChatContent) {
    const now = Date.now();
    const id = genAid(now);
    const text = content.text?.trim() || null;
    this.db
      .prepare(
        `INSERT INTO chat_messages (id, created_at, from_user_id, to_user_id, to_room_id, text, file_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, now, fromId, to.userId ?? null, to.roomId ?? null, text, content.fileId);
    return this.messageById(id) as ChatMessageRow;
  }

  private markUnread(userId: string, peer: string, messageId: string): void {
    this.db
      .prepare('INSERT OR REPLACE INTO chat_unreads (user_id, peer, message_id) VALUES (?, ?, ?)')
      .run(userId, peer, messageId);
  }

  private isUnread(userId: string, peer: string): boolean {
    return this.db.prepare('SELECT 1 FROM chat_unreads WHERE user_id = ? AND peer = ?').get(userId, peer) !== undefined;
  }

  /** Tells each recipient's main stream of a message they have not read three seconds on. */
  private announceLater(message: ChatMessageRow, recipients: readonly { userId: string; peer: string }[]): void {
    if (recipients.length === 0) return;
    const timer = setTimeout(() => {
      const row = this.messageById(message.id);
      if (!row) return;
      for (const { userId, peer } of recipients) {
        if (!this.isUnread(userId, peer)) continue;
        this.instance.events.emit(
          'mainEvent',
          userId,
          'newChatMessage',
          packMessageDetailed(this.instance, row, userId),
        );
      }
    }, UNREAD_ANNOUNCE_MS);
    timer.unref?.();
  }

  /** Sends a message to a user: refused to oneself, when the recipient does not take it, or when they block the sender. */
  sendToUser(from: UserRow, to: UserRow, content: ChatContent) {
    if (content.text === null && content.fileId === null) throw chatErrors.contentRequiredToUser();
    const fileId = this.ownFile(from.id, content.fileId, chatErrors.noSuchFileToUser);
    if (from.id === to.id) throw chatErrors.recipientIsYourself();
    if (!this.accepts(to, from.id)) throw chatErrors.recipientCannotChat();
    if (new MutesAndBlocks(this.db).isBlocking(to.id, from.id)) throw chatErrors.youHaveBeenBlocked();
    const row = this.insertMessage(from.id, { userId: to.id }, { text: content.text, fileId });
    this.markUnread(to.id, peerOfUser(from.id), row.id);
    const packed = packMessageFor1on1(this.instance, row);
    this.instance.events.emit('chatUser', from.id, to.id, 'message', packed);
    this.instance.events.emit('chatUser', to.id, from.id, 'message', packed);
    this.announceLater(row, [{ userId: to.id, peer: peerOfUser(from.id) }]);
    return packed;
  }

  /** Sends a message to a room the sender belongs to. */
  sendToRoom(from: UserRow, room: ChatRoomRow, content: ChatContent) {
    if (content.text === null && content.fileId === null) throw chatErrors.contentRequiredToRoom();
    const fileId = this.ownFile(from.id, content.fileId, chatErrors.noSuchFileToRoom);
    if (!this.isMember(room, from.id)) throw chatErrors.noSuchRoomToSend();
    const row = this.insertMessage(from.id, { roomId: room.id }, { text: content.text, fileId });
    const others = this.memberIds(room).filter((m) => m.userId !== from.id && !m.isMuted);
    for (const member of others) this.markUnread(member.userId, peerOfRoom(room.id), row.id);
    const packed = packMessageForRoom(this.instance, row);
    this.instance.events.emit('chatRoom', room.id, 'message', packed);
    this.announceLater(
      row,
      others.map((m) => ({ userId: m.userId, peer: peerOfRoom(room.id) })),
    );
    return packed;
  }

  messageById(messageId: string): ChatMessageRow | undefined {
    return this.db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(messageId) as ChatMessageRow | undefined;
  }

  /** Deletes a message and tells the conversation's streams. */
  deleteMessage(message: ChatMessageRow): void {
    this.db.prepare('DELETE FROM chat_messages WHERE id = ?').run(message.id);
    if (message.to_user_id) {
      this.instance.events.emit('chatUser', message.from_user_id, message.to_user_id, 'deleted', message.id);
      this.instance.events.emit('chatUser', message.to_user_id, message.from_user_id, 'deleted', message.id);
    } else if (message.to_room_id) {
      this.instance.events.emit('chatRoom', message.to_room_id, 'deleted', message.id);
    }
  }

  /** The messages between two users, newest first. */
  userTimeline(meId: string, otherId: string, page: Page): ChatMessageRow[] {
    return selectPage<ChatMessageRow>(
      this.db,
      {
        select: 'SELECT * FROM chat_messages',
        where: ['((from_user_id = ? AND to_user_id = ?) OR (from_user_id = ? AND to_user_id = ?))'],
        values: [meId, otherId, otherId, meId],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
  }

  /** A room's messages, newest first. */
  roomTimeline(roomId: string, page: Page): ChatMessageRow[] {
    return selectPage<ChatMessageRow>(
      this.db,
      {
        select: 'SELECT * FROM chat_messages',
        where: ['to_room_id = ?'],
        values: [roomId],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
  }

  /** The messages a drive file is attached to, newest first, wherever they were sent. */
  messagesWithFile(fileId: string, page: Page): ChatMessageRow[] {
    return selectPage<ChatMessageRow>(
      this.db,
      {
        select: 'SELECT * FROM chat_messages',
        where: ['file_id = ?'],
        values: [fileId],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
  }

  /** The latest message of each one-to-one conversation, newest first, leaving out muted people. */
  userHistory(meId: string, limit: number): ChatMessageRow[] {
    return this.db
      .prepare(
        `SELECT m.* FROM chat_messages m JOIN (
           SELECT MAX(id) AS id FROM chat_messages
           WHERE to_room_id IS NULL AND (from_user_id = ? OR to_user_id = ?)
           GROUP BY CASE WHEN from_user_id = ? THEN to_user_id ELSE from_user_id END
         ) latest ON latest.id = m.id
         WHERE m.from_user_id NOT IN (SELECT mutee_id FROM mutings WHERE muter_id = ?)
           AND m.to_user_id NOT IN (SELECT mutee_id FROM mutings WHERE muter_id = ?)
         ORDER BY m.id DESC LIMIT ?`,
      )
      .all(meId, meId, meId, meId, meId, limit) as ChatMessageRow[];
  }

  /** The latest message of each room the user owns or belongs to, newest first. */
  roomHistory(meId: string, limit: number): ChatMessageRow[] {
    return this.db
      .prepare(
        `SELECT m.* FROM chat_messages m JOIN (
           SELECT MAX(id) AS id FROM chat_messages
           WHERE to_room_id IN (SELECT id FROM chat_rooms WHERE owner_id = ?
                                UNION SELECT room_id FROM chat_room_memberships WHERE user_id = ?)
           GROUP BY to_room_id
         ) latest ON latest.id = m.id
         ORDER BY m.id DESC LIMIT ?`,
      )
      .all(meId, meId, limit) as ChatMessageRow[];
  }

  /** Whether the user has read everything in this conversation (`user:id` or `room:id`). */
  isRead(userId: string, peer: string): boolean {
    return !this.isUnread(userId, peer);
  }

  /** The user has read a conversation. */
  markRead(userId: string, peer: string): void {
    this.db.prepare('DELETE FROM chat_unreads WHERE user_id = ? AND peer = ?').run(userId, peer);
  }

  /** The user has read everything. */
  markAllRead(userId: string): void {
    this.db.prepare('DELETE FROM chat_unreads WHERE user_id = ?').run(userId);
  }

  /** Messages whose text contains the query (any case): with one user, in one room, or anywhere the user is. */
  search(meId: string, query: string, limit: number, within: { userId?: string | null; roomId?: string | null }) {
    const where: string[] = [];
    const values: unknown[] = [];
    if (within.userId) {
      where.push('((from_user_id = ? AND to_user_id = ?) OR (from_user_id = ? AND to_user_id = ?))');
      values.push(meId, within.userId, within.userId, meId);
    } else if (within.roomId) {
      where.push('to_room_id = ?');
      values.push(within.roomId);
    } else {
      where.push(`(from_user_id = ? OR to_user_id = ?
        OR to_room_id IN (SELECT room_id FROM chat_room_memberships WHERE user_id = ?)
        OR to_room_id IN (SELECT id FROM chat_rooms WHERE owner_id = ?))`);
      values.push(meId, meId, meId, meId);
    }
    where.push("LOWER(text) LIKE ? ESCAPE '\\'");
    values.push(`%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return this.db
      .prepare(`SELECT * FROM chat_messages WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
      .all(...values, limit) as ChatMessageRow[];
  }

  /** A reaction as Misskey stores it for chat: a Unicode emoji, or a custom emoji of this server as ':name:'. */
  private chatReaction(reaction: string, mustExist: boolean): string {
    const custom = CUSTOM_EMOJI_REACTION.exec(reaction);
    if (custom) {
      if (mustExist && !this.db.prepare('SELECT 1 FROM emojis WHERE name = ?').get(custom[1])) {
        throw chatErrors.invalidReaction();
      }
      return `:${custom[1]}:`;
    }
    const emoji = reaction.trim();
    if (!isUnicodeEmoji(emoji)) throw chatErrors.invalidReaction();
    // Variation selectors go, except inside joined sequences, as Misskey normalises them.
    return emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, '');
  }

  private reactionEvent(message: ChatMessageRow, type: 'react' | 'unreact', userId: string, reaction: string) {
    if (message.to_room_id) {
      const user = this.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
      this.instance.events.emit('chatRoom', message.to_room_id, type, {
        messageId: message.id,
        user: packUserLite(this.instance, user),
        reaction,
      });
    } else if (message.to_user_id) {
      const body = { messageId: message.id, reaction };
      this.instance.events.emit('chatUser', message.from_user_id, message.to_user_id, type, body);
      this.instance.events.emit('chatUser', message.to_user_id, message.from_user_id, type, body);
    }
  }

  /** Reacts to a message sent to the user, or to another member's message in their room. */
  react(message: ChatMessageRow, userId: string, reaction_: string): void {
    const reaction = this.chatReaction(reaction_, true);
    if (message.from_user_id === userId) throw chatErrors.cannotReact();
    if (message.to_room_id === null && message.to_user_id !== userId) throw chatErrors.cannotReact();
    const room = message.to_room_id ? this.roomById(message.to_room_id) : undefined;
    if (room && !this.isMember(room, userId)) throw chatErrors.cannotReact();
    const records = JSON.parse(message.reactions) as string[];
    const record = `${userId}/${reaction}`;
    if (records.includes(record)) return;
    if (records.length >= MAX_REACTIONS_PER_MESSAGE) throw chatErrors.tooManyReactions();
    this.db
      .prepare('UPDATE chat_messages SET reactions = ? WHERE id = ?')
      .run(JSON.stringify([...records, record]), message.id);
    this.reactionEvent(message, 'react', userId, reaction);
  }

  /** Takes back the user's reaction, if they made it. */
  unreact(message: ChatMessageRow, userId: string, reaction_: string): void {
    const reaction = this.chatReaction(reaction_, false);
    const records = JSON.parse(message.reactions) as string[];
    const record = `${userId}/${reaction}`;
    if (!records.includes(record)) return;
    this.db
      .prepare('UPDATE chat_messages SET reactions = ? WHERE id = ?')
      .run(JSON.stringify(records.filter((r) => r !== record)), message.id);
    this.reactionEvent(message, 'unreact', userId, reaction);
  }

  // Rooms

  roomById(roomId: string): ChatRoomRow | undefined {
    return this.db.prepare('SELECT * FROM chat_rooms WHERE id = ?').get(roomId) as ChatRoomRow | undefined;
  }

  /** A room the user owns. */
  ownedRoom(ownerId: string, roomId: string): ChatRoomRow | undefined {
    return this.db.prepare('SELECT * FROM chat_rooms WHERE id = ? AND owner_id = ?').get(roomId, ownerId) as
      | ChatRoomRow
      | undefined;
  }

  createRoom(ownerId: string, fields: { name: string; description: string }): ChatRoomRow {
    const now = Date.now();
    const id = genAid(now);
    this.db
      .prepare('INSERT INTO chat_rooms (id, created_at, owner_id, name, description) VALUES (?, ?, ?, ?, ?)')
      .run(id, now, ownerId, fields.name, fields.description);
    return this.roomById(id) as ChatRoomRow;
  }

  updateRoom(room: ChatRoomRow, change: { name?: string; description?: string }): ChatRoomRow {
    this.db
      .prepare('UPDATE chat_rooms SET name = ?, description = ? WHERE id = ?')
      .run(change.name ?? room.name, change.description ?? room.description, room.id);
    return this.roomById(room.id) as ChatRoomRow;
  }

  membership(roomId: string, userId: string): ChatMembershipRow | undefined {
    return this.db
      .prepare('SELECT * FROM chat_room_memberships WHERE room_id = ? AND user_id = ?')
      .get(roomId, userId) as ChatMembershipRow | undefined;
  }

  /** The owner, or someone who joined. */
  isMember(room: ChatRoomRow, userId: string): boolean {
    return room.owner_id === userId || this.membership(room.id, userId) !== undefined;
  }

  /** Everyone in the room, the owner included, with whether they muted it. */
  private memberIds(room: ChatRoomRow): { userId: string; isMuted: boolean }[] {
    const rows = this.db
      .prepare('SELECT user_id, is_muted FROM chat_room_memberships WHERE room_id = ?')
      .all(room.id) as {
      user_id: string;
      is_muted: number;
    }[];
    return [
      { userId: room.owner_id, isMuted: false },
      ...rows.map((r) => ({ userId: r.user_id, isMuted: r.is_muted === 1 })),
    ];
  }

  private isModerator(userId: string): boolean {
    const user = this.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
    return user !== undefined && new Roles(this.instance).isModerator(user);
  }

  /** Members read a room's timeline; so do moderators. */
  canView(room: ChatRoomRow, userId: string): boolean {
    return this.isMember(room, userId) || this.isModerator(userId);
  }

  /** Its owner deletes a room; so do moderators. */
  canDelete(room: ChatRoomRow, userId: string): boolean {
    return room.owner_id === userId || this.isModerator(userId);
  }

  deleteRoom(room: ChatRoomRow): void {
    this.db.prepare('DELETE FROM chat_unreads WHERE peer = ?').run(peerOfRoom(room.id));
    this.db.prepare('DELETE FROM chat_rooms WHERE id = ?').run(room.id);
  }

  /** The owner invites someone; they are told by a notification. */
  invite(room: ChatRoomRow, inviteeId: string): ChatInvitationRow {
    if (inviteeId === room.owner_id) throw chatErrors.cannotInviteYourself();
    if (this.isMember(room, inviteeId)) throw chatErrors.alreadyMember();
    if (
      this.db.prepare('SELECT 1 FROM chat_room_invitations WHERE room_id = ? AND user_id = ?').get(room.id, inviteeId)
    ) {
      throw chatErrors.alreadyInvited();
    }
    if (this.memberCount(room.id) >= MAX_ROOM_MEMBERS) throw chatErrors.roomIsFull();
    const id = genAid();
    this.db
      .prepare('INSERT INTO chat_room_invitations (id, room_id, user_id) VALUES (?, ?, ?)')
      .run(id, room.id, inviteeId);
    this.notifications.create(inviteeId, 'chatRoomInvitationReceived', {
      notifierId: room.owner_id,
      data: { invitationId: id },
    });
    return this.db.prepare('SELECT * FROM chat_room_invitations WHERE id = ?').get(id) as ChatInvitationRow;
  }

  private memberCount(roomId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM chat_room_memberships WHERE room_id = ?').get(roomId) as { n: number }
    ).n;
  }

  private invitation(roomId: string, userId: string): ChatInvitationRow | undefined {
    return this.db
      .prepare('SELECT * FROM chat_room_invitations WHERE room_id = ? AND user_id = ?')
      .get(roomId, userId) as ChatInvitationRow | undefined;
  }

  /** Accepts an invitation: false when there is none. */
  join(roomId: string, userId: string): boolean {
    const invitation = this.invitation(roomId, userId);
    if (!invitation) return false;
    if (this.memberCount(roomId) >= MAX_ROOM_MEMBERS) throw chatErrors.roomIsFull();
    this.db
      .prepare('INSERT OR IGNORE INTO chat_room_memberships (id, room_id, user_id) VALUES (?, ?, ?)')
      .run(genAid(), roomId, userId);
    this.db.prepare('DELETE FROM chat_room_invitations WHERE id = ?').run(invitation.id);
    return true;
  }

  /** Ignores an invitation (it stays, out of the inbox): false when there is none. */
  ignore(roomId: string, userId: string): boolean {
    return (
      this.db
        .prepare('UPDATE chat_room_invitations SET ignored = 1 WHERE room_id = ? AND user_id = ?')
        .run(roomId, userId).changes > 0
    );
  }

  /** Leaves a room (or, by its owner, removes someone): false when they were not in it. */
  leave(roomId: string, userId: string): boolean {
    const left = this.db
      .prepare('DELETE FROM chat_room_memberships WHERE room_id = ? AND user_id = ?')
      .run(roomId, userId);
    this.markRead(userId, peerOfRoom(roomId));
    return left.changes > 0;
  }

  /** Mutes or unmutes a room for a member: false when they are not one. */
  mute(roomId: string, userId: string, mute: boolean): boolean {
    return (
      this.db
        .prepare('UPDATE chat_room_memberships SET is_muted = ? WHERE room_id = ? AND user_id = ?')
        .run(mute ? 1 : 0, roomId, userId).changes > 0
    );
  }

  /** A room's memberships, newest first. */
  members(roomId: string, page: Page): ChatMembershipRow[] {
    return selectPage<ChatMembershipRow>(
      this.db,
      { select: 'SELECT * FROM chat_room_memberships', where: ['room_id = ?'], values: [roomId], idColumn: 'id' },
      page,
    );
  }

  /** The rooms a user joined, newest first. */
  memberships(userId: string, page: Page): ChatMembershipRow[] {
    return selectPage<ChatMembershipRow>(
      this.db,
      { select: 'SELECT * FROM chat_room_memberships', where: ['user_id = ?'], values: [userId], idColumn: 'id' },
      page,
    );
  }

  /** The rooms a user owns, newest first. */
  owned(ownerId: string, page: Page): ChatRoomRow[] {
    return selectPage<ChatRoomRow>(
      this.db,
      { select: 'SELECT * FROM chat_rooms', where: ['owner_id = ?'], values: [ownerId], idColumn: 'id' },
      page,
    );
  }

  /** The invitations a room's owner sent and nobody answered, newest first. */
  sentInvitations(roomId: string, page: Page): ChatInvitationRow[] {
    return selectPage<ChatInvitationRow>(
      this.db,
      { select: 'SELECT * FROM chat_room_invitations', where: ['room_id = ?'], values: [roomId], idColumn: 'id' },
      page,
    );
  }

  /** The invitations a user received and did not ignore, newest first. */
  receivedInvitations(userId: string, page: Page): ChatInvitationRow[] {
    return selectPage<ChatInvitationRow>(
      this.db,
      {
        select: 'SELECT * FROM chat_room_invitations',
        where: ['user_id = ?', 'ignored = 0'],
        values: [userId],
        idColumn: 'id',
      },
      page,
    );
  }
}
