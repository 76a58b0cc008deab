import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';

/** An announcements row as stored. */
export interface AnnouncementRow {
  id: string;
  created_at: number;
  updated_at: number | null;
  title: string;
  text: string;
  image_url: string | null;
  icon: entities.Announcement['icon'];
  display: entities.Announcement['display'];
  for_existing_users: number;
  silence: number;
  need_confirmation_to_read: number;
  is_active: number;
  user_id: string | null;
}

/** What a moderator sets on an announcement. */
export interface AnnouncementFields {
  title: string;
  text: string;
  imageUrl: string | null;
  icon: entities.Announcement['icon'];
  display: entities.Announcement['display'];
  forExistingUsers: boolean;
  silence: boolean;
  needConfirmationToRead: boolean;
  isActive: boolean;
}

const flag = (b: boolean) => (b ? 1 : 0);

/**
 * Announcements from the server's moderators: to everyone or to one person, shown as a list entry,
 * a banner or a dialog; read marks per person. One made "for existing users" reaches only the
 * accounts that existed when it was made (their ids are older).
 */
export class Announcements {
  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(id: string): AnnouncementRow | undefined {
    return this.db.prepare('SELECT * FROM announcements WHERE id = ?').get(id) as AnnouncementRow | undefined;
  }

  create(fields: Omit<AnnouncementFields, 'isActive'>, userId: string | null): AnnouncementRow {
    const id = genAid();
    this.db
      .prepare(
        `INSERT INTO announcements (id, created_at, updated_at, title, text, image_url, icon, display, for_existing_users,
          silence, need_confirmation_to_read, is_active, user_id) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      )
      .run(
        id,
        Date.now(),
        fields.title,
        fields.text,
        fields.imageUrl,
        fields.icon,
        fields.display,
        flag(fields.forExistingUsers),
        flag(fields.silence),
        flag(fields.needConfirmationToRead),
        userId,
      );
    const row = this.byId(id) as AnnouncementRow;
    // Misskey tells its one reader on their main channel, or everyone on the broadcast.
    if (userId) {
      this.instance.events.emit('mainEvent', userId, 'announcementCreated', { announcement: this.pack(row, userId) });
    } else {
      this.instance.events.emit('broadcast', 'announcementCreated', { announcement: this.pack(row, null) });
    }
    return row;
  }

  update(row: AnnouncementRow, change: Partial<AnnouncementFields>): void {
    const f = { ...this.fieldsOf(row), ...change };
    this.db
      .prepare(
        `UPDATE announcements SET updated_at = ?, title = ?, text = ?, image_url = ?, icon = ?, display = ?,
          for_existing_users = ?, silence = ?, need_confirmation_to_read = ?, is_active = ? WHERE id = ?`,
      )
      .run(
        Date.now(),
        f.title,
        f.text,
        f.imageUrl || null,
        f.icon,
        f.display,
        flag(f.forExistingUsers),
        flag(f.silence),
        flag(f.needConfirmationToRead),
        flag(f.isActive),
        row.id,
      );
  }

  delete(row: AnnouncementRow): void {
    this.db.prepare('DELETE FROM announcements WHERE id = ?').run(row.id);
  }

  private fieldsOf(r: AnnouncementRow): AnnouncementFields {
    return {
      title: r.title,
      text: r.text,
      imageUrl: r.image_url,
      icon: r.icon,
      display: r.display,
      forExistingUsers: r.for_existing_users === 1,
      silence: r.silence === 1,
      needConfirmationToRead: r.need_confirmation_to_read === 1,
      isActive: r.is_active === 1,
    };
  }

  /** The conditions under which a viewer (null for a visitor) is shown an announcement. */
  private audience(viewerId: string | null): { where: string[]; values: unknown[] } {
    if (!viewerId) return { where: ['user_id IS NULL'], values: [] };
    return {
      where: ['(user_id IS NULL OR user_id = ?)', '(for_existing_users = 0 OR id > ?)'],
      values: [viewerId, viewerId],
    };
  }

  /** What `announcements` lists: current ones (or past ones), newest first. */
  page(viewerId: string | null, isActive: boolean, page: Page): AnnouncementRow[] {
    const audience = this.audience(viewerId);
    return selectPage<AnnouncementRow>(
      this.db,
      {
        select: 'SELECT * FROM announcements',
        where: [...audience.where, 'is_active = ?'],
        values: [...audience.values, flag(isActive)],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
  }

  /** Whether a viewer may see one announcement (announcements/show). */
  visibleTo(row: AnnouncementRow, viewerId: string | null): boolean {
    return row.user_id === null || row.user_id === viewerId;
  }

  /** The active, not silent announcements a user has not read yet (`i`'s unreadAnnouncements). */
  unreadFor(userId: string): AnnouncementRow[] {
    const audience = this.audience(userId);
    return this.db
      .prepare(
        `SELECT * FROM announcements WHERE ${audience.where.join(' AND ')} AND is_active = 1 AND silence = 0
         AND id NOT IN (SELECT announcement_id FROM announcement_reads WHERE user_id = ?) ORDER BY id DESC`,
      )
      .all(...audience.values, userId) as AnnouncementRow[];
  }

  /** Marks one read (again is nothing); when none is left unread, tells the user's main channel. */
  read(userId: string, announcementId: string): void {
    if (!this.byId(announcementId)) return; // Misskey answers an unknown id with nothing, too
    const added = this.db
      .prepare('INSERT OR IGNORE INTO announcement_reads (id, announcement_id, user_id) VALUES (?, ?, ?)')
      .run(genAid(), announcementId, userId);
    if (added.changes > 0 && this.unreadFor(userId).length === 0) {
      this.instance.events.emit('mainEvent', userId, 'readAllAnnouncements', {});
    }
  }

  /** An announcement as misskey-js's Announcement, with the viewer's read mark. */
  pack(row: AnnouncementRow, viewerId: string | null): entities.Announcement {
    const isRead = viewerId
      ? this.db
          .prepare('SELECT 1 FROM announcement_reads WHERE announcement_id = ? AND user_id = ?')
          .get(row.id, viewerId) !== undefined
      : false;
    return {
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
      text: row.text,
      title: row.title,
      imageUrl: row.image_url,
      icon: row.icon,
      display: row.display,
      needConfirmationToRead: row.need_confirmation_to_read === 1,
      silence: row.silence === 1,
      forYou: row.user_id !== null && row.user_id === viewerId,
      isRead,
    };
  }

  /** admin/announcements/list's shape: the stored fields and how many have read it. */
  packForModerators(row: AnnouncementRow) {
    const reads = (
      this.db.prepare('SELECT COUNT(*) AS n FROM announcement_reads WHERE announcement_id = ?').get(row.id) as {
        n: number;
      }
    ).n;
    return {
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
      text: row.text,
      title: row.title,
      icon: row.icon,
      display: row.display,
      isActive: row.is_active === 1,
      forExistingUsers: row.for_existing_users === 1,
      silence: row.silence === 1,
      needConfirmationToRead: row.need_confirmation_to_read === 1,
      userId: row.user_id,
      imageUrl: row.image_url,
      reads,
    };
  }
}
