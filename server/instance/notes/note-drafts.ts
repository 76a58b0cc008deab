import type { entities } from 'misskey-js';
import type { ChannelRow } from '../channels/channels';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { packDriveFiles } from '../drive/pack-file';
import { aidTime, genAid } from '../ids';
import type { Instance } from '../instance';
import { packUserLiteById } from '../users/pack-user';
import type { DraftErrors } from './draft-errors';
import { createDraftErrors } from './draft-errors';
import { findNote } from './find-note';
import { isPureRenote } from './note-row';
import { packNote } from './pack-note';
import { canSee } from './visibility';

/** A note_drafts row as stored. */
export interface NoteDraftRow {
  id: string;
  user_id: string;
  text: string | null;
  cw: string | null;
  hashtag: string | null;
  visibility: entities.NoteDraft['visibility'];
  visible_user_ids: string;
  file_ids: string;
  reply_id: string | null;
  renote_id: string | null;
  channel_id: string | null;
  local_only: number;
  reaction_acceptance: entities.NoteDraft['reactionAcceptance'];
  has_poll: number;
  poll_choices: string;
  poll_multiple: number;
  poll_expires_at: number | null;
  poll_expired_after: number | null;
  scheduled_at: number | null;
  is_actually_scheduled: number;
}

/** What notes/drafts/create and update take; on update, an absent field keeps the draft's. */
export interface NoteDraftInput {
  text?: string | null;
  cw?: string | null;
  hashtag?: string | null;
  visibility?: entities.NoteDraft['visibility'];
  visibleUserIds?: string[];
  fileIds?: string[];
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  localOnly?: boolean;
  reactionAcceptance?: entities.NoteDraft['reactionAcceptance'];
  poll?: { choices: string[]; multiple?: boolean; expiresAt?: number | null; expiredAfter?: number | null } | null;
  scheduledAt?: number | null;
  isActuallyScheduled?: boolean;
}

const json = (list: readonly string[]) => JSON.stringify(list);
const list = (stored: string) => JSON.parse(stored) as string[];

/**
 * Note drafts kept on the server (Misskey 2025.12's notes/drafts/*): a user keeps at most the
 * role's noteDraftLimit. A draft is checked as a note would be (its files, reply, renote and
 * channel) but needs no content. The local instance does not post scheduled notes, so it answers
 * a draft that asks to be scheduled as Misskey answers a role whose scheduledNoteLimit is used up.
 */
export class NoteDrafts {
  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  /** The user's draft by id; someone else's counts as none, as in Misskey. */
  owned(userId: string, draftId: string): NoteDraftRow | undefined {
    return this.db.prepare('SELECT * FROM note_drafts WHERE id = ? AND user_id = ?').get(draftId, userId) as
      | NoteDraftRow
      | undefined;
  }

  count(userId: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM note_drafts WHERE user_id = ?').get(userId) as { n: number }).n;
  }

  /** A page of the user's drafts, newest first; `scheduled` keeps only (un)scheduled ones when set. */
  page(userId: string, page: Page, scheduled: boolean | null): NoteDraftRow[] {
    const where = ['user_id = ?'];
    const values: unknown[] = [userId];
    if (scheduled !== null) {
      where.push('is_actually_scheduled = ?');
      values.push(scheduled ? 1 : 0);
    }
    return selectPage<NoteDraftRow>(
      this.db,
      { select: 'SELECT * FROM note_drafts', where, values, idColumn: 'id' },
      page,
    );
  }

  create(userId: string, input: NoteDraftInput): NoteDraftRow {
    if (this.count(userId) >= this.instance.policiesOf(userId).noteDraftLimit) throw createDraftErrors.tooManyDrafts();
    this.validate(userId, input, createDraftErrors);
    const id = genAid();
    this.db.prepare('INSERT INTO note_drafts (id, user_id) VALUES (?, ?)').run(id, userId);
    return this.write(id, {
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: null,
      isActuallyScheduled: false,
      ...input,
    });
  }

  update(draft: NoteDraftRow, input: NoteDraftInput, errors: DraftErrors): NoteDraftRow {
    this.validate(draft.user_id, { visibility: draft.visibility, ...input }, errors);
    return this.write(draft.id, input);
  }

  delete(draft: NoteDraftRow): void {
    this.db.prepare('DELETE FROM note_drafts WHERE id = ?').run(draft.id);
  }

  /** Sets the given fields of a draft and answers it as stored. */
  private write(id: string, input: NoteDraftInput): NoteDraftRow {
    const set: Record<string, unknown> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.cw !== undefined) set.cw = input.cw;
    if (input.hashtag !== undefined) set.hashtag = input.hashtag;
    if (input.visibility !== undefined) set.visibility = input.visibility;
    if (input.visibleUserIds !== undefined) set.visible_user_ids = json(input.visibleUserIds);
    if (input.fileIds !== undefined) set.file_ids = json(input.fileIds);
    if (input.replyId !== undefined) set.reply_id = input.replyId;
    if (input.renoteId !== undefined) set.renote_id = input.renoteId;
    if (input.channelId !== undefined) set.channel_id = input.channelId;
    if (input.localOnly !== undefined) set.local_only = input.localOnly ? 1 : 0;
    if (input.reactionAcceptance !== undefined) set.reaction_acceptance = input.reactionAcceptance;
    if (input.poll !== undefined) {
      set.has_poll = input.poll ? 1 : 0;
      set.poll_choices = json(input.poll?.choices ?? []);
      set.poll_multiple = input.poll?.multiple ? 1 : 0;
      set.poll_expires_at = input.poll?.expiresAt ?? null;
      set.poll_expired_after = input.poll?.expiredAfter ?? null;
    }
    if (input.scheduledAt !== undefined) set.scheduled_at = input.scheduledAt;
    if (input.isActuallyScheduled !== undefined) set.is_actually_scheduled = input.isActuallyScheduled ? 1 : 0;
    const columns = Object.keys(set);
    if (columns.length > 0) {
      this.db
        .prepare(`UPDATE note_drafts SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
        .run(...Object.values(set), id);
    }
    return this.db.prepare('SELECT * FROM note_drafts WHERE id = ?').get(id) as NoteDraftRow;
  }

  /** Refuses what Misskey's draft service refuses, in its order. */
  private validate(userId: string, input: NoteDraftInput, errors: DraftErrors): void {
    if (input.isActuallyScheduled) {
      if (input.scheduledAt == null) throw errors.scheduledAtRequired();
      if (input.scheduledAt < Date.now()) throw errors.scheduledAtMustBeInFuture();
      throw errors.tooManyScheduledNotes();
    }
    if (input.poll?.expiresAt != null && input.poll.expiresAt < Date.now()) throw errors.expiredPoll();
    const fileIds = input.fileIds ?? [];
    if (fileIds.length > 0) {
      const owned = this.db
        .prepare(
          `SELECT COUNT(*) AS n FROM drive_files WHERE user_id = ? AND id IN (${fileIds.map(() => '?').join(',')})`,
        )
        .get(userId, ...fileIds) as { n: number };
      if (owned.n !== fileIds.length) throw errors.noSuchFile();
    }
    if (input.renoteId) {
      const renote = findNote(this.db, input.renoteId);
      if (!renote) throw errors.noSuchRenote();
      if (isPureRenote(renote)) throw errors.cannotRenote();
      if (renote.visibility === 'specified' || (renote.visibility === 'followers' && renote.user_id !== userId)) {
        throw errors.cannotRenoteDueToVisibility();
      }
      if (renote.channel_id && renote.channel_id !== (input.channelId ?? null)) {
        const from = this.channel(renote.channel_id);
        if (!from) throw errors.noSuchChannel();
        if (!from.allow_renote_to_external) throw errors.cannotRenoteToExternal();
      }
    }
    if (input.replyId) {
      const reply = findNote(this.db, input.replyId);
      if (!reply) throw errors.noSuchReply();
      if (isPureRenote(reply)) throw errors.cannotReplyToPureRenote();
      if (!canSee(this.db, reply, userId)) throw errors.cannotReplyToInvisibleNote();
      if (reply.visibility === 'specified' && input.visibility !== 'specified') {
        throw errors.cannotReplyToSpecifiedWithExtendedVisibility();
      }
    }
    if (input.channelId) {
      const channel = this.channel(input.channelId);
      if (!channel || channel.is_archived) throw errors.noSuchChannel();
    }
  }

  private channel(channelId: string): ChannelRow | undefined {
    return this.db.prepare('SELECT * FROM channels WHERE id = ?').get(channelId) as ChannelRow | undefined;
  }

  /** Misskey's NoteDraft entity: the reply and renote as the viewer sees them (null when gone). */
  pack(row: NoteDraftRow, viewerId: string): entities.NoteDraft {
    const note = (noteId: string | null) => {
      if (!noteId) return undefined;
      const found = findNote(this.db, noteId);
      return found && canSee(this.db, found, viewerId) ? packNote(this.instance, found, viewerId) : null;
    };
    const channel = row.channel_id ? this.channel(row.channel_id) : undefined;
    const fileIds = list(row.file_ids);
    const packed: entities.NoteDraft = {
      id: row.id,
      createdAt: new Date(aidTime(row.id)).toISOString(),
      scheduledAt: row.scheduled_at,
      isActuallyScheduled: row.is_actually_scheduled === 1,
      userId: row.user_id,
      user: packUserLiteById(this.instance, row.user_id),
      text: row.text,
      cw: row.cw,
      visibility: row.visibility,
      localOnly: row.local_only === 1,
      reactionAcceptance: row.reaction_acceptance,
      visibleUserIds: list(row.visible_user_ids),
      hashtag: row.hashtag,
      fileIds,
      files: packDriveFiles(this.instance, fileIds),
      replyId: row.reply_id,
      renoteId: row.renote_id,
      channelId: row.channel_id,
      channel: channel
        ? {
            id: channel.id,
            name: channel.name,
            color: channel.color,
            isSensitive: channel.is_sensitive === 1,
            allowRenoteToExternal: channel.allow_renote_to_external === 1,
            userId: channel.user_id,
          }
        : null,
      poll: row.has_poll
        ? {
            choices: list(row.poll_choices),
            multiple: row.poll_multiple === 1,
            expiresAt: row.poll_expires_at === null ? null : new Date(row.poll_expires_at).toISOString(),
            expiredAfter: row.poll_expired_after,
          }
        : null,
    };
    const reply = note(row.reply_id);
    const renote = note(row.renote_id);
    if (reply !== undefined) packed.reply = reply;
    if (renote !== undefined) packed.renote = renote;
    return packed;
  }
}
