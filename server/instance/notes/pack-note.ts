import type { entities } from 'misskey-js';
import { noteChannelOf } from '../channels/channels';
import { packDriveFiles } from '../drive/pack-file';
import type { Instance } from '../instance';
import { packUserLite } from '../users/pack-user';
import type { UserRow } from '../users/user-row';
import type { NoteRow } from './note-row';
import { canSee } from './visibility';

interface PollRow {
  choices: string;
  votes: string;
  multiple: number;
  expires_at: number | null;
}

/** Notes by id, in no particular order. */
function notesByIds(instance: Instance, ids: readonly string[]): NoteRow[] {
  if (ids.length === 0) return [];
  return instance.db
    .prepare(`SELECT * FROM notes WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as NoteRow[];
}

const distinct = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/**
 * Packs notes into misskey-js's Note for a viewer, field for field as Misskey's NoteEntityService
 * does: author, files, reactions; fields with nothing to say left out (channelId and channel
 * outside a channel, empty mentions and tags, a local note's emojis); and, in detail (the
 * default), the clip count, the poll with the viewer's votes, the viewer's reaction when there is
 * one, the note replied to (not in detail) and the renoted note (in detail, so a renote of a reply
 * or of a quote carries what that one answers or quotes). A note the viewer may not see comes back
 * hidden (isHidden; no text, cw, files, poll or recipients), as Misskey's hideNote leaves it, and
 * without its tags.
 */
export function packNotes(
  instance: Instance,
  rows: readonly NoteRow[],
  viewerId: string | null,
  options: { detail?: boolean } = {},
): entities.Note[] {
  if (rows.length === 0) return [];
  const detail = options.detail ?? true;
  const db = instance.db;
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const users = new Map(
    (userIds.length
      ? (db
          .prepare(`SELECT * FROM users WHERE id IN (${userIds.map(() => '?').join(',')})`)
          .all(...userIds) as UserRow[])
      : []
    ).map((u) => [u.id, packUserLite(instance, u)]),
  );
  const replyRows = notesByIds(instance, distinct(rows.map((r) => r.reply_id)));
  const replyAuthors = new Map(replyRows.map((r) => [r.id, r.user_id]));
  const replies = detail
    ? new Map(packNotes(instance, replyRows, viewerId, { detail: false }).map((n) => [n.id, n]))
    : new Map<string, entities.Note>();
  const renotes = detail
    ? new Map(
        packNotes(instance, notesByIds(instance, distinct(rows.map((r) => r.renote_id))), viewerId).map((n) => [
          n.id,
          n,
        ]),
      )
    : new Map<string, entities.Note>();
  return rows.map((row) => {
    const user = users.get(row.user_id);
    if (!user) throw new Error(`note ${row.id} has no author`);
    const replyAuthor = row.reply_id ? (replyAuthors.get(row.reply_id) ?? null) : null;
    const visible = canSee(db, row, viewerId, replyAuthor);
    const fileIds = JSON.parse(row.file_ids) as string[];
    const reactions = JSON.parse(row.reactions) as Record<string, number>;
    const mentions = JSON.parse(row.mentions) as string[];
    const tags = JSON.parse(row.tags) as string[];
    const channel = noteChannelOf(instance, row.channel_id);
    const note: entities.Note = {
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      userId: row.user_id,
      user,
      text: visible ? row.text : null,
      cw: visible ? row.cw : null,
      visibility: row.visibility,
      localOnly: row.local_only === 1,
      reactionAcceptance: row.reaction_acceptance as entities.Note['reactionAcceptance'],
      ...(visible && row.visibility === 'specified'
        ? { visibleUserIds: JSON.parse(row.visible_user_ids) as string[] }
        : {}),
      renoteCount: row.renote_count,
      repliesCount: row.replies_count,
      reactionCount: Object.values(reactions).reduce((a, b) => a + b, 0),
      reactions,
      reactionEmojis: {},
      // A hidden note gives away no tags either (Misskey's hideNote leaves them: kept out here, as
      // a hashtag can say what the note is about).
      ...(visible && tags.length > 0 ? { tags } : {}),
      fileIds: visible ? fileIds : [],
      files: visible ? packDriveFiles(instance, fileIds) : [],
      replyId: row.reply_id,
      renoteId: row.renote_id,
      ...(row.channel_id ? { channelId: row.channel_id } : {}),
      ...(channel ? { channel } : {}),
      ...(mentions.length > 0 ? { mentions } : {}),
      ...(visible ? {} : { isHidden: true }),
    };
    if (!detail) return note;
    note.clippedCount = (
      db.prepare('SELECT COUNT(*) AS n FROM clip_notes WHERE note_id = ?').get(row.id) as { n: number }
    ).n;
    if (row.reply_id) note.reply = replies.get(row.reply_id) ?? null;
    if (row.renote_id) note.renote = renotes.get(row.renote_id) ?? null;
    const poll = visible && row.has_poll ? packPoll(instance, row.id, viewerId) : null;
    if (poll) note.poll = poll;
    if (viewerId !== null && note.reactionCount > 0) {
      const mine = db
        .prepare('SELECT reaction FROM reactions WHERE note_id = ? AND user_id = ?')
        .get(row.id, viewerId) as { reaction: string } | undefined;
      if (mine) note.myReaction = mine.reaction;
    }
    return note;
  });
}

/** One note, packed for a viewer. */
export function packNote(instance: Instance, row: NoteRow, viewerId: string | null): entities.Note {
  return packNotes(instance, [row], viewerId)[0] as entities.Note;
}

/** A note's poll, with the viewer's votes marked. */
export function packPoll(
  instance: Instance,
  noteId: string,
  viewerId: string | null,
): NonNullable<entities.Note['poll']> | null {
  const poll = instance.db.prepare('SELECT * FROM polls WHERE note_id = ?').get(noteId) as PollRow | undefined;
  if (!poll) return null;
  const voted = new Set(
    viewerId === null
      ? []
      : (
          instance.db
            .prepare('SELECT choice FROM poll_votes WHERE note_id = ? AND user_id = ?')
            .all(noteId, viewerId) as { choice: number }[]
        ).map((v) => v.choice),
  );
  const votes = JSON.parse(poll.votes) as number[];
  return {
    multiple: poll.multiple === 1,
    expiresAt: poll.expires_at === null ? null : new Date(poll.expires_at).toISOString(),
    choices: (JSON.parse(poll.choices) as string[]).map((text, i) => ({
      text,
      votes: votes[i] ?? 0,
      isVoted: voted.has(i),
    })),
  };
}
