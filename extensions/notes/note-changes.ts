import type { NoteUpdatedEvent } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A change to a note, in the shape the stream tells it. */
export type NoteChange = NoteUpdatedEvent;

type LiveNote = entities.Note & { deleted?: boolean };

/**
 * The key Misskey stores a reaction under, for a reaction the viewer sent: a Unicode emoji loses
 * its variation selectors unless it is joined (ZWJ), a local custom emoji is `:name@.:`. Null for
 * what the server maps to something we cannot know (remote custom emoji, legacy words).
 */
export function storedReaction(sent: string): string | null {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(sent);
  if (custom) return `:${custom[1]}@.:`;
  if (sent.startsWith(':') || /^[\w-]+$/.test(sent)) return null;
  return sent.includes('\u200d') ? sent : sent.replace(/\ufe0f/g, '');
}

/** The URL of a reaction's custom emoji as a stream event carries it: `{ name, url }` or a URL. */
function emojiUrl(emoji: unknown): { name: string | null; url: string } | null {
  if (typeof emoji === 'string') return { name: null, url: emoji };
  if (emoji && typeof emoji === 'object' && 'url' in emoji && typeof emoji.url === 'string') {
    const name = 'name' in emoji && typeof emoji.name === 'string' ? emoji.name : null;
    return { name, url: emoji.url };
  }
  return null;
}

/**
 * A note after one change. The viewer's own reactions and votes arrive twice, once as the
 * answer to their request and once from the stream, in either order: a change of the viewer's
 * that is already true of the note is taken as the echo and leaves it as it is.
 */
export function applyNoteChange(current: LiveNote, change: NoteChange, me: string | null): LiveNote {
  switch (change.type) {
    case 'reacted': {
      const { reaction, userId } = change.body;
      if (userId === me && current.myReaction === reaction) return current;
      const reactions = { ...current.reactions, [reaction]: (current.reactions[reaction] ?? 0) + 1 };
      const emoji = emojiUrl(change.body.emoji);
      const emojiName = emoji?.name ?? reaction.replace(/^:|:$/g, '');
      const reactionEmojis = emoji ? { ...current.reactionEmojis, [emojiName]: emoji.url } : current.reactionEmojis;
      return {
        ...current,
        reactions,
        reactionCount: current.reactionCount + 1,
        reactionEmojis,
        ...(userId === me ? { myReaction: reaction } : {}),
      };
    }
    case 'unreacted': {
      const { reaction, userId } = change.body;
      if (userId === me && current.myReaction !== reaction) return current;
      const count = (current.reactions[reaction] ?? 1) - 1;
      const reactions = { ...current.reactions };
      if (count > 0) reactions[reaction] = count;
      else delete reactions[reaction];
      return {
        ...current,
        reactions,
        reactionCount: Math.max(0, current.reactionCount - 1),
        ...(userId === me ? { myReaction: null } : {}),
      };
    }
    case 'pollVoted': {
      const { choice, userId } = change.body;
      if (!current.poll) return current;
      if (userId === me && current.poll.choices[choice]?.isVoted) return current;
      const choices = current.poll.choices.map((c, i) =>
        i === choice ? { ...c, votes: c.votes + 1, isVoted: c.isVoted || userId === me } : c,
      );
      return { ...current, poll: { ...current.poll, choices } };
    }
    case 'deleted':
      return { ...current, deleted: true };
    default:
      return current;
  }
}

type Listener = (change: NoteChange) => void;
const listeners = new Map<string, Set<Listener>>();

/** Tells every view of a note about a change the viewer's own request made. */
export function announceOwnChange(change: NoteChange): void {
  for (const listener of listeners.get(change.id) ?? []) listener(change);
}

/** Hears the viewer's own changes to a note; returns the function that stops. */
export function onOwnChange(noteId: string, listener: Listener): () => void {
  const set = listeners.get(noteId) ?? new Set();
  set.add(listener);
  listeners.set(noteId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(noteId);
  };
}
