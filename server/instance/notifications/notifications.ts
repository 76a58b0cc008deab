import type { entities } from 'misskey-js';
import { packInvitations } from '../chat/chat-pack';
import type { ChatInvitationRow } from '../chat/chat-rows';
import { type Page, selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNote } from '../notes/pack-note';
import { Roles } from '../roles/roles';
import { MutesAndBlocks } from '../users/mutes-blocks';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';
import { groupNotifications } from './group';
import { receives } from './receive-config';

/** What an export notification says was exported. */
export type ExportedEntity = Extract<entities.Notification, { type: 'exportCompleted' }>['exportedEntity'];

/** The notification types the local instance creates and stores. */
export type StoredType =
  | 'note'
  | 'mention'
  | 'reply'
  | 'renote'
  | 'quote'
  | 'reaction'
  | 'pollEnded'
  | 'follow'
  | 'receiveFollowRequest'
  | 'followRequestAccepted'
  | 'achievementEarned'
  | 'exportCompleted'
  | 'chatRoomInvitationReceived'
  | 'login'
  | 'roleAssigned'
  | 'createToken'
  | 'app'
  | 'test';

interface NotificationRow {
  id: string;
  notifiee_id: string;
  notifier_id: string | null;
  type: StoredType;
  note_id: string | null;
  reaction: string | null;
  data: string;
  created_at: number;
  is_read: number;
}

/** Misskey sends unreadNotification this long after a notification still unread. */
export const UNREAD_DELAY_MS = 2_000;

/** Creates, lists and marks notifications, and tells the notifiee's main stream. */
export class Notifications {
  constructor(private readonly instance: Instance) {}

  /** Groups a page of notifications as Misskey's i/notifications-grouped does. */
  readonly group = groupNotifications;

  create(
    notifieeId: string,
    type: StoredType,
    extra: { notifierId?: string; noteId?: string; reaction?: string; data?: Record<string, unknown> } = {},
  ): void {
    if (extra.notifierId === notifieeId) return; // nobody is notified of their own actions
    // Nor by someone they mute, as in Misskey.
    if (extra.notifierId && new MutesAndBlocks(this.instance.db).isMuting(notifieeId, extra.notifierId)) return;
    const notifiee = this.instance.db.prepare('SELECT * FROM users WHERE id = ?').get(notifieeId) as
      | UserRow
      | undefined;
    if (!notifiee || !receives(this.instance.db, notifiee, type, extra.notifierId)) return;
    const id = genAid();
    this.instance.db
      .prepare(
        'INSERT INTO notifications (id, notifiee_id, notifier_id, type, note_id, reaction, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        notifieeId,
        extra.notifierId ?? null,
        type,
        extra.noteId ?? null,
        extra.reaction ?? null,
        JSON.stringify(extra.data ?? {}),
        Date.now(),
      );
    const packed = this.packById(id, notifieeId);
    if (!packed) return;
    this.instance.events.emit('mainEvent', notifieeId, 'notification', packed);
    const timer = setTimeout(() => {
      if (!this.instance.db.open) return; // the server closed meanwhile
      const row = this.instance.db.prepare('SELECT is_read FROM notifications WHERE id = ?').get(id) as
        | { is_read: number }
        | undefined;
      if (row && row.is_read === 0) this.instance.events.emit('mainEvent', notifieeId, 'unreadNotification', packed);
    }, UNREAD_DELAY_MS);
    timer.unref?.();
  }

  /** A page of a user's notifications, newest first. */
  list(userId: string, page: Page & { includeTypes?: string[]; excludeTypes?: string[] }): entities.Notification[] {
    const where = ['notifiee_id = ?'];
    const values: unknown[] = [userId];
    if (page.includeTypes?.length) {
      where.push(`type IN (${page.includeTypes.map(() => '?').join(',')})`);
      values.push(...page.includeTypes);
    }
    if (page.excludeTypes?.length) {
      where.push(`type NOT IN (${page.excludeTypes.map(() => '?').join(',')})`);
      values.push(...page.excludeTypes);
    }
    const rows = selectPage<NotificationRow>(
      this.instance.db,
      { select: 'SELECT * FROM notifications', where, values, idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
    return rows.flatMap((row) => {
      const packed = this.pack(row, userId);
      return packed ? [packed] : [];
    });
  }

  /** Marks every notification of a user read and tells their streams. */
  markAllRead(userId: string): void {
    this.instance.db.prepare('UPDATE notifications SET is_read = 1 WHERE notifiee_id = ? AND is_read = 0').run(userId);
    this.instance.events.emit('mainEvent', userId, 'readAllNotifications', undefined);
  }

  /** Deletes all of a user's notifications and tells their clients (notificationFlushed). */
  flush(userId: string): void {
    this.instance.db.prepare('DELETE FROM notifications WHERE notifiee_id = ?').run(userId);
    this.instance.events.emit('mainEvent', userId, 'notificationFlushed', undefined);
  }

  /** Marks the given notifications read (readNotification from a stream, or listing with markAsRead). */
  markRead(userId: string, ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.instance.db
      .prepare(`UPDATE notifications SET is_read = 1 WHERE notifiee_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
      .run(userId, ...ids);
  }

  private packById(id: string, viewerId: string): entities.Notification | null {
    const row = this.instance.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as
      | NotificationRow
      | undefined;
    return row ? this.pack(row, viewerId) : null;
  }

  /** As misskey-js's Notification; null when what it points at is gone. */
  pack(row: NotificationRow, viewerId: string): entities.Notification | null {
    const db = this.instance.db;
    const base = { id: row.id, createdAt: new Date(row.created_at).toISOString() };
    const notifier = row.notifier_id
      ? (db.prepare('SELECT * FROM users WHERE id = ?').get(row.notifier_id) as UserRow | undefined)
      : undefined;
    const user = notifier ? packUserLite(this.instance, notifier) : null;
    const noteRow = row.note_id
      ? (db.prepare('SELECT * FROM notes WHERE id = ?').get(row.note_id) as NoteRow | undefined)
      : undefined;
    const note = noteRow ? packNote(this.instance, noteRow, viewerId) : null;
    const data = JSON.parse(row.data) as Record<string, unknown>;
    switch (row.type) {
      case 'note':
      case 'mention':
      case 'reply':
      case 'renote':
      case 'quote':
        return user && note ? { ...base, type: row.type, user, userId: user.id, note } : null;
      case 'pollEnded':
        // Misskey's has no notifier (no user), though misskey-js's type lists one.
        return note ? ({ ...base, type: 'pollEnded', note } as unknown as entities.Notification) : null;
      case 'reaction':
        return user && note
          ? { ...base, type: 'reaction', user, userId: user.id, note, reaction: row.reaction ?? '' }
          : null;
      case 'follow':
      case 'receiveFollowRequest':
        return user ? { ...base, type: row.type, user, userId: user.id } : null;
      case 'followRequestAccepted':
        return user
          ? {
              ...base,
              type: 'followRequestAccepted',
              user,
              userId: user.id,
              message: (data.message as string | null) ?? null,
            }
          : null;
      case 'achievementEarned':
        return { ...base, type: 'achievementEarned', achievement: data.achievement as entities.Achievement['name'] };
      case 'app':
        return {
          ...base,
          type: 'app',
          body: String(data.body ?? ''),
          header: (data.header as string | null) ?? null,
          icon: (data.icon as string | null) ?? null,
        };
      case 'exportCompleted':
        return {
          ...base,
          type: 'exportCompleted',
          exportedEntity: data.exportedEntity as ExportedEntity,
          fileId: String(data.fileId ?? ''),
        };
      case 'chatRoomInvitationReceived': {
        const invitation = db.prepare('SELECT * FROM chat_room_invitations WHERE id = ?').get(data.invitationId) as
          | ChatInvitationRow
          | undefined;
        const packed = invitation ? packInvitations(this.instance, [invitation], viewerId)[0] : undefined;
        return packed ? { ...base, type: 'chatRoomInvitationReceived', invitation: packed } : null;
      }
      case 'roleAssigned': {
        // Gone with its role, as Misskey drops one whose role no longer exists.
        const roles = new Roles(this.instance);
        const role = roles.byId(String(data.roleId ?? ''));
        return role ? { ...base, type: 'roleAssigned', role: roles.pack(role) } : null;
      }
      case 'login':
      case 'createToken':
      case 'test':
        return { ...base, type: row.type };
    }
  }
}
