import type { Db } from '../db/database';
import { type Page, selectPage } from '../db/paging';
import { type NoteRow, PURE_RENOTE_SQL } from './note-row';

export type { Page };

import { outsideMutedChannelsSql } from '../channels/channel-mutings';
import { unmutedSql } from '../users/mutes-blocks';
import { visibleSql } from './visibility';

/** Timeline filters. */
export interface NoteFilters {
  withRenotes?: boolean;
  withReplies?: boolean;
  withFiles?: boolean;
  /** Home and social only (Misskey's includeMyRenotes, includeRenotedMyNotes, includeLocalRenotes). */
  includeMyRenotes?: boolean;
  includeRenotedMyNotes?: boolean;
  includeLocalRenotes?: boolean;
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

/** A piece of SQL with its parameters in the order of its placeholders. */
interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * Home's notes, as Misskey's fanout fills a home timeline: the viewer's and followed users'
 * notes, but a followed user's reply to someone else only when it answers the viewer or the
 * follow is set to withReplies; the viewer's own replies and threads stay in.
 */
function homeSql(viewerId: string | null): Sql {
  // '+n.user_id' keeps SQLite walking the notes newest first by id and stopping at the page's
  // limit; through the author index it would gather and sort every note of every followed user.
  return {
    sql:
      '(+n.user_id = ? OR +n.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?)) AND ' +
      '(n.reply_id IS NULL OR r.user_id = n.user_id OR r.user_id = ? OR +n.user_id = ? OR ' +
      // A follow set to withReplies (following/update) lets in the followee's other replies.
      '+n.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ? AND with_replies = 1))',
    params: [viewerId, viewerId, viewerId, viewerId, viewerId],
  };
}

/**
 * Public notes as the local timeline has them: without withReplies, a reply only when it answers
 * its own author (a thread) or the viewer (Misskey's localTimelineWithReplyTo).
 */
function publicSql(viewerId: string | null, withReplies: boolean): Sql {
  if (withReplies) return { sql: "n.visibility = 'public'", params: [] };
  return {
    sql: "n.visibility = 'public' AND (n.reply_id IS NULL OR r.user_id = n.user_id OR r.user_id = ?)",
    params: [viewerId],
  };
}

/** Misskey's renote switches of home and social: the viewer's renotes, renotes of the viewer, local renotes. */
function renoteSwitches(viewerId: string | null, filters: NoteFilters): Sql[] {
  const clauses: Sql[] = [];
  if (filters.includeMyRenotes === false)
    clauses.push({ sql: `NOT (${PURE_RENOTE_SQL} AND n.user_id IS ?)`, params: [viewerId] });
  if (filters.includeRenotedMyNotes === false)
    clauses.push({
      sql: `NOT (${PURE_RENOTE_SQL} AND (SELECT user_id FROM notes WHERE id = n.renote_id) IS ?)`,
      params: [viewerId],
    });
  // Every note here is local, so without local renotes no pure renote is left.
  if (filters.includeLocalRenotes === false) clauses.push({ sql: `NOT ${PURE_RENOTE_SQL}`, params: [] });
  return clauses;
}

/**
 * A timeline page, with Misskey's rules for replies (its fanout timelines, the default). Home:
 * see homeSql, and the notes of the channels the viewer follows. Local: public notes outside
 * channels, see publicSql. Social (hybrid): both. Global: every public note outside channels,
 * replies included (Misskey's global timeline takes no withReplies). The local instance has no
 * federation, so local and global hold the same notes.
 */
export function timeline(
  db: Db,
  kind: TimelineKind,
  viewerId: string | null,
  page: Page,
  filters: NoteFilters,
  only?: { noteId: string },
): NoteRow[] {
  // Channel notes reach home (and social) only through the channels the viewer follows.
  const followedChannel: Sql = {
    sql: 'n.channel_id IN (SELECT channel_id FROM channel_followings WHERE user_id = ?)',
    params: [viewerId],
  };
  let where: Sql;
  if (kind === 'home') {
    const home = homeSql(viewerId);
    where = {
      sql: `((${home.sql}) AND n.channel_id IS NULL OR ${followedChannel.sql})`,
      params: [...home.params, ...followedChannel.params],
    };
  } else if (kind === 'hybrid') {
    const home = homeSql(viewerId);
    const open = publicSql(viewerId, filters.withReplies === true);
    where = {
      sql: `(((${open.sql}) OR (${home.sql})) AND n.channel_id IS NULL OR ${followedChannel.sql})`,
      params: [...open.params, ...home.params, ...followedChannel.params],
    };
  } else if (kind === 'local') {
    const open = publicSql(viewerId, filters.withReplies === true);
    where = { sql: `${open.sql} AND n.channel_id IS NULL`, params: open.params };
  } else {
    where = { sql: "n.visibility = 'public' AND n.channel_id IS NULL", params: [] };
  }
  const clauses = [`(${where.sql})`];
  const params = [...where.params];
  if (viewerId !== null) {
    const unmuted = unmutedSql(viewerId);
    const channels = outsideMutedChannelsSql(viewerId);
    clauses.push(unmuted.sql, channels.sql);
    params.push(...unmuted.params, ...channels.params);
  }
  if (kind === 'home' || kind === 'hybrid') {
    for (const clause of renoteSwitches(viewerId, filters)) {
      clauses.push(clause.sql);
      params.push(...clause.params);
    }
  }
  if (only) {
    clauses.push('n.id = ?');
    params.push(only.noteId);
  }
  // The replies were chosen above, per timeline.
  const shared = filterClauses({ ...filters, withReplies: true });
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
  const channels = outsideMutedChannelsSql(viewerId);
  const clauses = [member, replies, 'n.channel_id IS NULL', unmuted.sql, channels.sql];
  const params: unknown[] = [list.id, list.user_id, list.id, ...unmuted.params, ...channels.params];
  if (only) {
    clauses.push('n.id = ?');
    params.push(only.noteId);
  }
  return pageNotes(db, [...clauses, ...filterClauses({ ...filters, withReplies: true })], params, page, viewerId);
}
