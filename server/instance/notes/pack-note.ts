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

/**
 * Packs notes into misskey-js's Note for a viewer: author, files, poll (with the viewer's votes),
 * reactions (with the viewer's own), and the reply and renote one level deep. A note the viewer
 * may not see comes back hidden (isHidden, no text or files), as Misskey does.
 */
export function packNotes(
  instance: Instance,
  rows: readonly NoteRow[],
  viewerId: string | null,
  depth = 0,
): entities.Note[] {
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
  const related = depth < 1 ? relatedNotes(instance, rows, viewerId) : new Map<string, entities.Note>();
  return rows.map((row) => {
    const user = users.get(row.user_id);
    if (!user) throw new Error(`note ${row.id} has no author`);
    const replyAuthor = row.reply_id ? (related.get(row.reply_id)?.userId ?? null) : null;
    const visible = canSee(db, row, viewerId, replyAuthor);
    const fileIds = JSON.parse(row.file_ids) as string[];
    const reactions = JSON.parse(row.reactions) as Record<string, number>;
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
      replyId: row.reply_id,
      renoteId: row.renote_id,
      channelId: row.channel_id,
      channel: noteChannelOf(instance, row.channel_id),
      mentions: JSON.parse(row.mentions) as string[],
      // A hidden note gives away neither its tags nor its recipients (Misskey's hideNote).
      ...(visible ? { tags: JSON.parse(row.tags) as string[] } : {}),
      fileIds: visible ? fileIds : [],
      files: visible ? packDriveFiles(instance, fileIds) : [],
      emojis: {},
      reactionEmojis: {},
      reactions,
      reactionCount: Object.values(reactions).reduce((a, b) => a + b, 0),
      renoteCount: row.renote_count,
      repliesCount: row.replies_count,
      hasPoll: row.has_poll === 1,
      poll: visible && row.has_poll ? packPoll(instance, row.id, viewerId) : null,
      ...(visible && row.visibility === 'specified'
        ? { visibleUserIds: JSON.parse(row.visible_user_ids) as string[] }
        : {}),
      ...(visible ? {} : { isHidden: true }),
    };
    if (row.reply_id) note.reply = related.get(row.reply_id) ?? null;
    if (row.renote_id) note.renote = related.get(row.renote_id) ?? null;
    if (viewerId !== null) {
      const mine = db
        .prepare('SELECT reaction FROM reactions WHERE note_id = ? AND user_id = ?')
        .get(row.id, viewerId) as { reaction: string } | undefined;
      note.myReaction = mine?.reaction ?? null;
    }
    return note;
  });
}

/** One note, packed for a viewer. */
export function packNote(instance: Instance, row: NoteRow, viewerId: string | null): entities.Note {
  return packNotes(instance, [row], viewerId)[0] as entities.Note;
}

function relatedNotes(
  instance: Instance,
  rows: readonly NoteRow[],
  viewerId: string | null,
): Map<string, entities.Note> {
  const ids = [...new Set(rows.flatMap((r) => [r.reply_id, r.renote_id]).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = instance.db
    .prepare(`SELECT * FROM notes WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as NoteRow[];
  return new Map(packNotes(instance, found, viewerId, 1).map((n) => [n.id, n]));
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
