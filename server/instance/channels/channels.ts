import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { packDriveFiles } from '../drive/pack-file';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNotes } from '../notes/pack-note';
import { pageNotes } from '../notes/queries';
import { unmutedSql } from '../users/mutes-blocks';
import { channelErrors } from './channel-errors';
import { ChannelMutings } from './channel-mutings';

/** A channels row as stored. */
export interface ChannelRow {
  id: string;
  user_id: string | null;
  created_at: number;
  last_noted_at: number | null;
  name: string;
  description: string | null;
  banner_id: string | null;
  color: string;
  is_archived: number;
  is_sensitive: number;
  allow_renote_to_external: number;
  pinned_note_ids: string;
  users_count: number;
  notes_count: number;
}

/** What a channel's owner sets. */
export interface ChannelFields {
  name: string;
  description: string | null;
  bannerId: string | null;
  color: string;
  isArchived: boolean;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  pinnedNoteIds: string[];
}

/**
 * Channels: places for notes on one subject. Their notes are public and stay on this server;
 * they show in the channel's timeline and, for people who follow the channel, in home.
 */
export class Channels {
  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(channelId: string): ChannelRow | undefined {
    return this.db.prepare('SELECT * FROM channels WHERE id = ?').get(channelId) as ChannelRow | undefined;
  }

  private ownsFile(userId: string, fileId: string): boolean {
    return this.db.prepare('SELECT 1 FROM drive_files WHERE id = ? AND user_id = ?').get(fileId, userId) !== undefined;
  }

  create(userId: string, fields: Omit<ChannelFields, 'isArchived' | 'pinnedNoteIds'>): ChannelRow {
    if (fields.bannerId && !this.ownsFile(userId, fields.bannerId)) throw channelErrors.noSuchFileToCreate();
    const id = genAid();
    this.db
      .prepare(
        `INSERT INTO channels (id, user_id, created_at, name, description, banner_id, color, is_sensitive, allow_renote_to_external)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        userId,
        Date.now(),
        fields.name,
        fields.description,
        fields.bannerId,
        fields.color,
        fields.isSensitive ? 1 : 0,
        fields.allowRenoteToExternal ? 1 : 0,
      );
    return this.byId(id) as ChannelRow;
  }

  /** Whether the user may edit the channel: its owner, or a moderator. */
  canEdit(channel: ChannelRow, user: { id: string; is_admin?: number; is_moderator?: number }): boolean {
    return channel.user_id === user.id || user.is_admin === 1 || user.is_moderator === 1;
  }

  update(channel: ChannelRow, editorId: string, change: Partial<ChannelFields>): ChannelRow {
    if (change.bannerId && !this.ownsFile(editorId, change.bannerId)) throw channelErrors.noSuchFileToUpdate();
    const next = {
      name: change.name ?? channel.name,
      description: change.description === undefined ? channel.description : change.description,
      banner_id: change.bannerId === undefined ? channel.banner_id : change.bannerId,
      color: change.color ?? channel.color,
      is_archived: change.isArchived === undefined ? channel.is_archived : change.isArchived ? 1 : 0,
      is_sensitive: change.isSensitive === undefined ? channel.is_sensitive : change.isSensitive ? 1 : 0,
      allow_renote_to_external:
        change.allowRenoteToExternal === undefined
          ? channel.allow_renote_to_external
          : change.allowRenoteToExternal
            ? 1
            : 0,
      pinned_note_ids:
        change.pinnedNoteIds === undefined ? channel.pinned_note_ids : JSON.stringify(change.pinnedNoteIds),
    };
    this.db
      .prepare(
        `UPDATE channels SET name = ?, description = ?, banner_id = ?, color = ?, is_archived = ?, is_sensitive = ?,
          allow_renote_to_external = ?, pinned_note_ids = ? WHERE id = ?`,
      )
      .run(
        next.name,
        next.description,
        next.banner_id,
        next.color,
        next.is_archived,
        next.is_sensitive,
        next.allow_renote_to_external,
        next.pinned_note_ids,
        channel.id,
      );
    return this.byId(channel.id) as ChannelRow;
  }

  isFollowing(userId: string, channelId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM channel_followings WHERE user_id = ? AND channel_id = ?')
        .get(userId, channelId) !== undefined
    );
  }

  follow(userId: string, channelId: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO channel_followings (id, channel_id, user_id) VALUES (?, ?, ?)')
      .run(genAid(), channelId, userId);
  }

  unfollow(userId: string, channelId: string): void {
    this.db.prepare('DELETE FROM channel_followings WHERE user_id = ? AND channel_id = ?').run(userId, channelId);
  }

  isFavorited(userId: string, channelId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM channel_favorites WHERE user_id = ? AND channel_id = ?').get(userId, channelId) !==
      undefined
    );
  }

  favorite(userId: string, channelId: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO channel_favorites (id, channel_id, user_id) VALUES (?, ?, ?)')
      .run(genAid(), channelId, userId);
  }

  unfavorite(userId: string, channelId: string): void {
    this.db.prepare('DELETE FROM channel_favorites WHERE user_id = ? AND channel_id = ?').run(userId, channelId);
  }

  /** A note was posted in a channel: its count, its last note time, and its count of posters. */
  noted(channelId: string, authorId: string, noteId: string): void {
    const earlier = this.db
      .prepare('SELECT 1 FROM notes WHERE channel_id = ? AND user_id = ? AND id != ? LIMIT 1')
      .get(channelId, authorId, noteId);
    this.db
      .prepare(
        'UPDATE channels SET notes_count = notes_count + 1, last_noted_at = ?, users_count = users_count + ? WHERE id = ?',
      )
      .run(Date.now(), earlier ? 0 : 1, channelId);
  }

  /** Channels with recent notes, most recent first (Misskey's featured: ten, not archived). */
  featured(): ChannelRow[] {
    return this.db
      .prepare(
        'SELECT * FROM channels WHERE last_noted_at IS NOT NULL AND is_archived = 0 ORDER BY last_noted_at DESC LIMIT 10',
      )
      .all() as ChannelRow[];
  }

  /** The channels a user follows, paged by when they followed. */
  followed(userId: string, page: Page): ChannelRow[] {
    const rows = selectPage<{ channel_id: string }>(
      this.db,
      {
        select: 'SELECT id, channel_id FROM channel_followings',
        where: ['user_id = ?'],
        values: [userId],
        idColumn: 'id',
      },
      page,
    );
    return rows.flatMap((r) => this.byId(r.channel_id) ?? []);
  }

  favorites(userId: string): ChannelRow[] {
    return this.db
      .prepare(
        'SELECT c.* FROM channels c JOIN channel_favorites f ON f.channel_id = c.id WHERE f.user_id = ? ORDER BY f.id DESC',
      )
      .all(userId) as ChannelRow[];
  }

  /** A page of channels by a condition, newest first. */
  page(where: string[], values: unknown[], page: Page): ChannelRow[] {
    return selectPage<ChannelRow>(
      this.db,
      { select: 'SELECT * FROM channels', where, values, idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
  }

  /** A page of a channel's notes for a viewer, newest first. */
  notes(channel: ChannelRow, viewerId: string | null, page: Page, only?: string): NoteRow[] {
    const where = ['n.channel_id = ?'];
    const values: unknown[] = [channel.id];
    if (viewerId) {
      const unmuted = unmutedSql(viewerId);
      where.push(unmuted.sql);
      values.push(...unmuted.params);
    }
    if (only) {
      where.push('n.id = ?');
      values.push(only);
    }
    return pageNotes(this.db, where, values, page, viewerId);
  }

  /** A channel as misskey-js's Channel; `detailed` adds its pinned notes (channels/show). */
  pack(channel: ChannelRow, viewerId: string | null, detailed = false): entities.Channel {
    const pinnedNoteIds = JSON.parse(channel.pinned_note_ids) as string[];
    const banner = channel.banner_id ? packDriveFiles(this.instance, [channel.banner_id])[0] : undefined;
    const packed: entities.Channel = {
      id: channel.id,
      createdAt: new Date(channel.created_at).toISOString(),
      lastNotedAt: channel.last_noted_at === null ? null : new Date(channel.last_noted_at).toISOString(),
      name: channel.name,
      description: channel.description,
      userId: channel.user_id,
      bannerUrl: banner?.url ?? null,
      bannerId: channel.banner_id,
      pinnedNoteIds,
      color: channel.color,
      isArchived: channel.is_archived === 1,
      usersCount: channel.users_count,
      notesCount: channel.notes_count,
      isSensitive: channel.is_sensitive === 1,
      allowRenoteToExternal: channel.allow_renote_to_external === 1,
      ...(viewerId
        ? {
            isFollowing: this.isFollowing(viewerId, channel.id),
            isFavorited: this.isFavorited(viewerId, channel.id),
            isMuting: new ChannelMutings(this.instance.db).isMuting(viewerId, channel.id),
          }
        : {}),
    };
    if (detailed) {
      const rows = pinnedNoteIds.flatMap(
        (id) => (this.db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined) ?? [],
      );
      packed.pinnedNotes = packNotes(this.instance, rows, viewerId);
    }
    return packed;
  }
}

/** What a note says of its channel (misskey-js's Note.channel). */
export function noteChannelOf(instance: Instance, channelId: string | null): entities.Note['channel'] {
  if (!channelId) return null;
  const c = instance.db
    .prepare('SELECT id, name, color, is_sensitive, allow_renote_to_external, user_id FROM channels WHERE id = ?')
    .get(channelId) as
    | Pick<ChannelRow, 'id' | 'name' | 'color' | 'is_sensitive' | 'allow_renote_to_external' | 'user_id'>
    | undefined;
  if (!c) return null;
  return {
    id: c.id,
    name: c.name,
    color: c.color,
    isSensitive: c.is_sensitive === 1,
    allowRenoteToExternal: c.allow_renote_to_external === 1,
    userId: c.user_id,
  };
}
