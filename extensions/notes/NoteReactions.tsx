import { Reaction, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { announceOwnChange, storedReaction } from './note-changes';
import { requireSignIn } from './require-sign-in';

/** The like Misskey's client sends to a note that accepts only likes. */
export const LIKE_REACTION = '\u2764\uFE0F';

const QUIET = { waiting: false, success: false } as const;

/** Toggles the viewer's reaction: the same one again takes it back; another replaces it. */
export async function toggleReaction(
  host: ReturnType<typeof useHost>,
  note: entities.Note,
  reaction: string,
): Promise<void> {
  if (!(await requireSignIn(host, note))) return;
  // confirmOnReact: a new reaction waits for a yes (taking one's own back does not).
  const adding = note.myReaction !== reaction;
  if (adding && host.preferences.get('confirmOnReact')) {
    if (!(await host.modals.confirm(host.i18n.t('notes.reactConfirm', { reaction })))) return;
  }
  // A new reaction replaces the old one on the server; only taking one back needs the delete.
  if (adding) await host.apiWithDialog('notes/reactions/create', { noteId: note.id, reaction }, QUIET);
  else await host.apiWithDialog('notes/reactions/delete', { noteId: note.id }, QUIET);
  const userId = host.viewer.get().userId ?? '';
  if (note.myReaction)
    announceOwnChange({ id: note.id, type: 'unreacted', body: { reaction: note.myReaction, userId } });
  if (!adding) return;
  const stored = storedReaction(reaction);
  if (stored) announceOwnChange({ id: note.id, type: 'reacted', body: { reaction: stored, emoji: null, userId } });
  host.sound.play('reaction');
  host.events.emit('notes.reacted', { note, reaction });
}

/** The reactions a note got, with counts; the viewer's own is pressed. */
export function NoteReactions({ note }: { note: entities.Note }) {
  const host = useHost();
  const t = useExtensionStrings('notes');
  const [size] = usePreference('reactionsDisplaySize');
  const [limitWidth] = usePreference('limitWidthOfReaction');
  const entries = Object.entries(note.reactions).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return null;
  return (
    <div className={`note-reactions reactions-${size}${limitWidth ? ' reactions-limited' : ''}`}>
      {entries.map(([reaction, count]) => (
        <button
          key={reaction}
          type="button"
          className={note.myReaction === reaction ? 'reaction mine' : 'reaction'}
          aria-pressed={note.myReaction === reaction}
          aria-label={t('reactionCount', { reaction, count })}
          onClick={() => void toggleReaction(host, note, reaction)}
        >
          <Reaction reaction={reaction} emojis={note.reactionEmojis} />
          <span className="reaction-count">{count}</span>
        </button>
      ))}
    </div>
  );
}
