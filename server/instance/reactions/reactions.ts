import type { Page } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { isPureRenote, type NoteRow } from '../notes/note-row';
import type { Notifications } from '../notifications/notifications';
import { reactionErrors } from './reaction-errors';
import { type ReactionRow, reactionsByUser } from './reactions-by-user';

/** The reaction Misskey falls back to (a like). */
export const LIKE = '\u2764';

/** A custom emoji reaction, ':name:' or ':name@.:' (this server's); its name in group 1. */
export const CUSTOM_EMOJI_REACTION = /^:([\w+-]+)(?:@\.)?:$/;
const EMOJI =
  /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}])*$/u;

/**
 * Normalises a reaction as Misskey's ReactionService does: a Unicode emoji stays (without its
 * variation selectors unless joined), a known local custom emoji the reacting person may use
 * becomes ':name@.:', and anything else, or anything the note does not accept, becomes a like.
 * Everyone reacting here is local, so the "for remote" acceptances let every reaction through,
 * and 'nonSensitiveOnlyForLocalLikeOnlyForRemote' refuses sensitive emoji as 'nonSensitiveOnly' does.
 */
export function normalizeReaction(
  instance: Instance,
  reaction: string,
  acceptance: string | null,
  reacterRoleIds: readonly string[] = [],
): string {
  if (acceptance === 'likeOnly') return LIKE;
  const custom = CUSTOM_EMOJI_REACTION.exec(reaction);
  if (custom) {
    const emoji = instance.db.prepare('SELECT is_sensitive, role_ids FROM emojis WHERE name = ?').get(custom[1]) as
      | { is_sensitive: number; role_ids: string | null }
      | undefined;
    if (!emoji) return LIKE;
    // An emoji kept for some roles is a like from anyone else.
    const roles = JSON.parse(emoji.role_ids ?? '[]') as string[];
    if (roles.length > 0 && !roles.some((r) => reacterRoleIds.includes(r))) return LIKE;
    if (
      emoji.is_sensitive &&
      (acceptance === 'nonSensitiveOnly' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote')
    ) {
      return LIKE;
    }
    return `:${custom[1]}@.:`;
  }
  const trimmed = reaction.trim();
  if (!isUnicodeEmoji(trimmed)) return LIKE;
  return trimmed.includes('\u200D') ? trimmed : trimmed.replace(/\uFE0F/g, '');
}

/** Whether the text is one Unicode emoji (with its modifiers and joined parts, or a flag). */
export function isUnicodeEmoji(text: string): boolean {
  return EMOJI.test(text) || /^[\u{1F1E6}-\u{1F1FF}]{2}$/u.test(text);
}

/** Reactions to notes: one per user per note, as Misskey keeps them. */
export class Reactions {
  constructor(
    private readonly instance: Instance,
    private readonly notifications: Notifications,
  ) {}

  /** A page of a user's reactions on notes the viewer may see (users/reactions). */
  byUser(userId: string, viewerId: string | null, page: Page): ReactionRow[] {
    return reactionsByUser(this.instance.db, userId, viewerId, page);
  }

  /** Reacts for a person; `roleIds` are theirs, for custom emoji kept for some roles. */
  react(userId: string, note: NoteRow, raw: string, roleIds: readonly string[] = []): void {
    if (isPureRenote(note)) throw reactionErrors.cannotReactToRenote();
    const reaction = normalizeReaction(this.instance, raw, note.reaction_acceptance, roleIds);
    const db = this.instance.db;
    const existing = db
      .prepare('SELECT reaction FROM reactions WHERE note_id = ? AND user_id = ?')
      .get(note.id, userId) as { reaction: string } | undefined;
    if (existing?.reaction === reaction) throw reactionErrors.alreadyReacted();
    if (existing) this.unreact(userId, note); // a different reaction replaces the old one
    db.transaction(() => {
      db.prepare('INSERT INTO reactions (id, note_id, user_id, reaction, created_at) VALUES (?, ?, ?, ?, ?)').run(
        genAid(),
        note.id,
        userId,
        reaction,
        Date.now(),
      );
      this.adjust(note.id, reaction, 1);
    })();
    const name = CUSTOM_EMOJI_REACTION.exec(reaction)?.[1];
    // Named as Misskey names a local emoji in this event: with the `@.` host.
    const emoji = name ? { name: `${name}@.`, url: `${this.instance.url()}/emoji/${name}.webp` } : null;
    this.instance.events.emit('noteUpdated', { id: note.id, type: 'reacted', body: { reaction, emoji, userId } });
    this.notifications.create(note.user_id, 'reaction', { notifierId: userId, noteId: note.id, reaction });
  }

  unreact(userId: string, note: NoteRow): void {
    const db = this.instance.db;
    const existing = db
      .prepare('SELECT reaction FROM reactions WHERE note_id = ? AND user_id = ?')
      .get(note.id, userId) as { reaction: string } | undefined;
    if (!existing) throw reactionErrors.notReacted();
    db.transaction(() => {
      db.prepare('DELETE FROM reactions WHERE note_id = ? AND user_id = ?').run(note.id, userId);
      this.adjust(note.id, existing.reaction, -1);
    })();
    this.instance.events.emit('noteUpdated', {
      id: note.id,
      type: 'unreacted',
      body: { reaction: existing.reaction, userId },
    });
  }

  private adjust(noteId: string, reaction: string, delta: 1 | -1): void {
    const row = this.instance.db.prepare('SELECT reactions FROM notes WHERE id = ?').get(noteId) as {
      reactions: string;
    };
    const counts = JSON.parse(row.reactions) as Record<string, number>;
    counts[reaction] = (counts[reaction] ?? 0) + delta;
    if (counts[reaction] <= 0) delete counts[reaction];
    this.instance.db.prepare('UPDATE notes SET reactions = ? WHERE id = ?').run(JSON.stringify(counts), noteId);
  }
}
