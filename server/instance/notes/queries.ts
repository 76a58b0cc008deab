import type { Db } from '../db/database';
import { type Page, selectPage } from '../db/paging';
import { type NoteRow, PURE_RENOTE_SQL } from './note-row';

export type { Page };

import { unmutedSql } from '../users/mutes-blocks';
import { visibleSql } from './visibility';

/** Timeline filters. */
export interface NoteFilters {
  withRenotes?: boolean;
  withReplies?: boolean;
  withFiles?: boolean;
}

/** Runs a note query (table alias n; r is the note replied to) one page at a time, for a viewer. */
export function pageNotes(db: Db, where: string[], params: unknown[], page: Page, viewerId: string | null): NoteRow[] {
  const visible = visibleSql(viewerId);
  return selectPage<NoteRow>(
    db,
    {
      select: 'SELECT n.* FROM notes n LEFT JOIN notes r ON r.id = n.reply_id',
      where: [...where, visible.sql],
      values: [...params, ...visible.params],
      idColumn: 'n.id',
      dateColumn: 'n.created_at',
    },
    page,
  );
}

/** The filter clauses shared by timelines. */
export function filterClauses(filters: NoteFilters): string[] {
  const clauses: string[] = [];
  if (filters.withRenotes === false) clauses.push(`NOT ${PURE_RENOTE_SQL}`);
  if (filters.withFiles) clauses.push("n.file_ids != '[]'");
  // Without replies, a reply shows only when it answers its own author (a thread).
  if (!filters.withReplies) clauses.push('(n.reply_id IS NULL OR r.user_id = n.user_id)');
  return clauses;
}

/** Which timeline. */
export type TimelineKind = 'home' | 'local' | 'hybrid' | 'global';

/**
 * A timeline page. Home: the viewer's and followed users' notes (replies only to the viewer,
 * themselves or followed users), and the notes of the channels the viewer follows. Local and
 * global: public notes outside channels (the local instance has no federation, so they hold the
 * same notes). Hybrid (social): both.
 */
export function timeline(
  db: Db,
  kind: TimelineKind,
  viewerId: string | null,
  page: Page,
  filters: NoteFilters,
  only?: { noteId: string },
): NoteRow[] {
  const params: unknown[] = [];
  const publicPart = "n.visibility = 'public'";
  // '+n.user_id' keeps SQLite walking the notes newest first by id and stopping at the page's
  // limit; through the author index it would gather and sort every note of every followed user.
  const homePart =
    '(+n.user_id = ? OR +n.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)) AND ' +
    '(n.reply_id IS NULL OR r.user_id = n.user_id OR r.user_id = ? OR r.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?))';
  // Channel notes reach home (and social) only through the channels the viewer follows.
  const followedChannel = 'n.channel_id IN (SELECT channel_id FROM channel_followings WHERE user_id = ?)';
  let where: string;
  if (kind === 'home') {
    where = `((${homePart}) AND n.channel_id IS NULL OR ${followedChannel})`;
    params.push(viewerId, viewerId, viewerId, viewerId, viewerId);
  } else if (kind === 'hybrid') {
    where = `((${publicPart} OR (${homePart})) AND n.channel_id IS NULL OR ${followedChannel})`;
    params.push(viewerId, viewerId, viewerId, viewerId, viewerId);
  } else {
    where = `${publicPart} AND n.channel_id IS NULL`;
  }
  const clauses = [`(${where})`];
  if (viewerId !== null) {
    const unmuted = unmutedSql(viewerId);
    clauses.push(unmuted.sql);
    params.push(...unmuted.params);
  }
  if (only) {
    clauses.push('n.id = ?');
    params.push(only.noteId);
  }
  // Home already chose its replies; the public timelines apply the replies filter.
  const shared = filterClauses(kind === 'home' ? { ...filters, withReplies: true } : filters);
  return pageNotes(db, [...clauses, ...shared], params, page, viewerId);
}

/** Whether a note belongs in a viewer's timeline (streams use the same rules as the endpoints). */
export function inTimeline(
  db: Db,
  kind: TimelineKind,
  viewerId: string | null,
  noteId: string,
  filters: NoteFilters,
): NoteRow | null {
  return timeline(db, kind, viewerId, { limit: 1 }, filters, { noteId })[0] ?? null;
}

/**
 * Notes carrying hashtags (compared without case), newest first, as the viewer may see them:
 * any of the groups, each group needing all of its tags (Misskey's search-by-tag query).
 */
export function notesWithTags(
  db: Db,
  groups: readonly (readonly string[])[],
  viewerId: string | null,
  page: Page,
): NoteRow[] {
  const hasTag = 'EXISTS (SELECT 1 FROM json_each(n.tags) t WHERE t.value = lower(?))';
  const usable = groups.filter((g) => g.length > 0);
  if (usable.length === 0) return [];
  const where = usable.map((g) => `(${g.map(() => hasTag).join(' AND ')})`).join(' OR ');
  return pageNotes(db, [`(${where})`, 'n.channel_id IS NULL'], usable.flat(), page, viewerId);
}

/**
 * A list's timeline: its members' notes as the viewer may see them, newest first. A member's
 * replies show when the list takes that member's replies, or when they answer the member
 * themselves or the list's owner (Misskey's rule).
 */
export function listTimeline(
  db: Db,
  list: { id: string; user_id: string },
  viewerId: string,
  page: Page,
  filters: NoteFilters,
  only?: { noteId: string },
): NoteRow[] {
  const member = '+n.user_id IN (SELECT user_id FROM user_list_memberships WHERE list_id = ?)';
  const replies =
    '(n.reply_id IS NULL OR r.user_id = n.user_id OR r.user_id = ? OR ' +
    'EXISTS (SELECT 1 FROM user_list_memberships m WHERE m.list_id = ? AND m.user_id = n.user_id AND m.with_replies = 1))';
  const unmuted = unmutedSql(viewerId);
  const clauses = [member, replies, 'n.channel_id IS NULL', unmuted.sql];
  const params: unknown[] = [list.id, list.user_id, list.id, ...unmuted.params];
  if (only) {
    clauses.push('n.id = ?');
    params.push(only.noteId);
  }
  return pageNotes(db, [...clauses, ...filterClauses({ ...filters, withReplies: true })], params, page, viewerId);
}
