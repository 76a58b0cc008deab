import * as mfm from 'mfm-js';
import { type ChannelRow, Channels } from '../channels/channels';
import { apiErrors } from '../errors';
import { notifiedFollowers } from '../following/follow-settings';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { hashtagsOf } from '../mfm/hashtags';
import { matchesWordList } from '../moderation/word-list';
import type { Notifications } from '../notifications/notifications';
import type { UserRow } from '../users/user-row';
import { findNote, findVisibleNote } from './find-note';
import { noteErrors } from './note-errors';
import { isPureRenote, type NoteRow } from './note-row';
import { ThreadMutings } from './thread-mutings';
import { canSee } from './visibility';

/** What notes/create takes (spec 000 section 3, the note-creation payload). */
export interface CreateNoteInput {
  text?: string | null;
  cw?: string | null;
  visibility?: NoteRow['visibility'];
  visibleUserIds?: string[];
  localOnly?: boolean;
  reactionAcceptance?: string | null;
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  fileIds?: string[];
  mediaIds?: string[];
  poll?: { choices: string[]; multiple?: boolean; expiresAt?: number | null; expiredAfter?: number | null } | null;
}

const ORDER = ['public', 'home', 'followers', 'specified'] as const;
const narrower = (a: NoteRow['visibility'], b: NoteRow['visibility']) => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/**
 * Creates a note as Misskey would, with its side effects: counters, notifications, stream events.
 * `nodes` is the text already parsed (parseBounded); null when the parse was abandoned, and then
 * the text counts as plain: no mentions, hashtags or emoji are taken from it.
 */
export function createNote(
  instance: Instance,
  notifications: Notifications,
  user: UserRow,
  input: CreateNoteInput,
  nodes: mfm.MfmNode[] | null,
): NoteRow {
  const db = instance.db;
  const settings = instance.settings.get();
  const text = input.text?.trim() ? input.text : null;
  const fileIds = input.fileIds ?? input.mediaIds ?? [];
  if (fileIds.length > 0) {
    const owned = db
      .prepare(
        `SELECT COUNT(*) AS n FROM drive_files WHERE user_id = ? AND id IN (${fileIds.map(() => '?').join(',')})`,
      )
      .get(user.id, ...fileIds) as { n: number };
    if (owned.n !== fileIds.length) throw noteErrors.noSuchFile();
  }

  const reply = input.replyId ? findVisibleNote(db, input.replyId, user.id) : null;
  if (input.replyId && !reply) throw noteErrors.noSuchReplyTarget();
  if (reply && isPureRenote(reply)) throw noteErrors.cannotReplyToPureRenote();

  const renote = input.renoteId ? findVisibleNote(db, input.renoteId, user.id) : null;
  if (input.renoteId && !renote) throw noteErrors.noSuchRenoteTarget();
  if (renote && isPureRenote(renote)) throw noteErrors.cannotReRenote();
  if (
    renote &&
    renote.user_id !== user.id &&
    (renote.visibility === 'followers' || renote.visibility === 'specified')
  ) {
    throw noteErrors.cannotRenoteDueToVisibility();
  }

  let channel = input.channelId
    ? (db.prepare('SELECT * FROM channels WHERE id = ? AND is_archived = 0').get(input.channelId) as
        | ChannelRow
        | undefined)
    : undefined;
  if (input.channelId && !channel) throw noteErrors.noSuchChannel();
  if (renote?.channel_id && renote.channel_id !== (input.channelId ?? null)) {
    const from = db.prepare('SELECT allow_renote_to_external FROM channels WHERE id = ?').get(renote.channel_id) as
      | { allow_renote_to_external: number }
      | undefined;
    if (!from) throw noteErrors.noSuchChannel();
    if (!from.allow_renote_to_external) throw noteErrors.cannotRenoteOutsideOfChannel();
  }
  // A reply goes where the note it answers is (Misskey's rule), in a channel or out of one.
  if (reply && (reply.channel_id ?? null) !== (channel?.id ?? null) && (channel || reply.channel_id)) {
    channel = reply.channel_id
      ? (db.prepare('SELECT * FROM channels WHERE id = ?').get(reply.channel_id) as ChannelRow | undefined)
      : undefined;
  }

  let pollExpiresAt: number | null = null;
  if (input.poll) {
    if (typeof input.poll.expiresAt === 'number') {
      if (input.poll.expiresAt < Date.now()) throw noteErrors.expiredPoll();
      pollExpiresAt = input.poll.expiresAt;
    } else if (typeof input.poll.expiredAfter === 'number') {
      pollExpiresAt = Date.now() + input.poll.expiredAfter;
    }
    // Past the end of representable time: an ISO date of it cannot be written, so no one could read the note.
    if (pollExpiresAt !== null && !Number.isFinite(new Date(pollExpiresAt).getTime())) {
      throw apiErrors.invalidParam({ param: '#/poll/expiresAt', reason: 'beyond the last representable date' });
    }
  }
  if (!(text || fileIds.length || renote || input.poll)) throw noteErrors.contentRequired();
  const written = [text, input.cw].filter((part): part is string => Boolean(part)).join('\n');
  if (written && matchesWordList(written, settings.prohibitedWords)) throw noteErrors.containsProhibitedWords();

  let visibility = channel ? 'public' : (input.visibility ?? 'public');
  // A silenced user, or a role without public notes, posts to home instead (Misskey's rule).
  if (!channel && visibility === 'public' && (user.is_silenced === 1 || !settings.policies.canPublicNote)) {
    visibility = 'home';
  }
  // A public note with one of the moderators' sensitive words goes to home only.
  if (visibility === 'public' && written && matchesWordList(written, settings.sensitiveWords)) visibility = 'home';
  // A renote of one's own note reaches no further than the note.
  if (renote) visibility = narrower(visibility, renote.visibility);

  const parsed = text ? (nodes ?? []) : [];
  const mentioned = mentionedUsers(instance, parsed);
  // The role's mentionLimit: more people mentioned than it allows refuses the note.
  if (mentioned.length > instance.policiesOf(user.id).mentionLimit) throw noteErrors.containsTooManyMentions();
  const tags = hashtagsOf(parsed);
  const visibleUserIds =
    visibility === 'specified' ? [...new Set([...(input.visibleUserIds ?? []), ...mentioned.map((u) => u.id)])] : [];
  // Channel notes are public and never leave this server.
  const localOnly = channel !== undefined || input.localOnly || renote?.local_only === 1;

  const id = genAid();
  const now = Date.now();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO notes (id, user_id, created_at, text, cw, visibility, local_only, reaction_acceptance, reply_id, renote_id,
        channel_id, file_ids, visible_user_ids, mentions, tags, has_poll)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      user.id,
      now,
      text,
      input.cw ?? null,
      visibility,
      localOnly ? 1 : 0,
      input.reactionAcceptance ?? null,
      reply?.id ?? null,
      renote?.id ?? null,
      channel?.id ?? null,
      JSON.stringify(fileIds),
      JSON.stringify(visibleUserIds),
      JSON.stringify(mentioned.map((u) => u.id)),
      JSON.stringify(tags),
      input.poll ? 1 : 0,
    );
    if (input.poll) {
      db.prepare('INSERT INTO polls (note_id, choices, votes, multiple, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        id,
        JSON.stringify(input.poll.choices),
        JSON.stringify(input.poll.choices.map(() => 0)),
        input.poll.multiple ? 1 : 0,
        pollExpiresAt,
      );
    }
    db.prepare('UPDATE users SET notes_count = notes_count + 1, last_active_at = ? WHERE id = ?').run(now, user.id);
    if (reply) db.prepare('UPDATE notes SET replies_count = replies_count + 1 WHERE id = ?').run(reply.id);
    if (renote) db.prepare('UPDATE notes SET renote_count = renote_count + 1 WHERE id = ?').run(renote.id);
    if (channel) new Channels(instance).noted(channel.id, user.id, id);
  })();

  const note = findNote(db, id) as NoteRow;
  notifyAbout(instance, notifications, note, user, reply, renote, mentioned);
  instance.events.emit('noteCreated', { id: note.id, userId: user.id });
  return note;
}

/** Local users mentioned in the text (a mention without a host, or with ours, is local). */
function mentionedUsers(instance: Instance, nodes: mfm.MfmNode[]): UserRow[] {
  const host = instance.host();
  const names = mfm
    .extract(nodes, (n) => n.type === 'mention')
    .map((n) => n.props as { username: string; host: string | null })
    .filter((m) => m.host === null || m.host === host)
    .map((m) => m.username.toLowerCase());
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  return instance.db
    .prepare(`SELECT * FROM users WHERE username_lower IN (${unique.map(() => '?').join(',')})`)
    .all(...unique) as UserRow[];
}

function notifyAbout(
  instance: Instance,
  notifications: Notifications,
  note: NoteRow,
  author: UserRow,
  reply: NoteRow | null,
  renote: NoteRow | null,
  mentioned: UserRow[],
): void {
  const notified = new Set<string>([author.id]);
  const threads = new ThreadMutings(instance.db);
  const tell = (userId: string, type: 'reply' | 'renote' | 'quote' | 'mention') => {
    if (notified.has(userId)) return;
    // Replies and mentions in a thread the user muted tell them nothing, as in Misskey.
    if ((type === 'reply' || type === 'mention') && threads.isMuted(userId, note.id)) return;
    notified.add(userId);
    notifications.create(userId, type, { notifierId: author.id, noteId: note.id });
    const stream = type === 'quote' ? 'renote' : type;
    instance.events.emit('mainEvent', userId, stream, { noteId: note.id });
  };
  if (reply) tell(reply.user_id, 'reply');
  if (renote) tell(renote.user_id, isPureRenote(note) ? 'renote' : 'quote');
  for (const user of mentioned) {
    if (canSee(instance.db, note, user.id)) tell(user.id, 'mention');
  }
  // Followers whose follow says notify 'normal' hear of each note they may see (Misskey's 'note').
  for (const followerId of notifiedFollowers(instance.db, author.id)) {
    if (canSee(instance.db, note, followerId))
      notifications.create(followerId, 'note', { notifierId: author.id, noteId: note.id });
  }
}
