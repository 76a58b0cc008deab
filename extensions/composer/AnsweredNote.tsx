import { Mfm, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** The note replied to or quoted, above the text: not interactive, it is what is being answered. */
export function AnsweredNote({ note, reply }: { note: entities.Note; reply: boolean }) {
  const t = useExtensionStrings('composer');
  return (
    <blockquote
      className="post-form-target"
      aria-label={t(reply ? 'replyingTo' : 'quotingNote', { user: note.user.username })}
    >
      <p className="post-form-target-author">
        <strong>{note.user.name ?? note.user.username}</strong> @{note.user.username}
      </p>
      {note.cw !== null && note.cw !== undefined ? (
        <p className="post-form-target-text" dir="auto">
          {note.cw}
        </p>
      ) : (
        <p className="post-form-target-text" dir="auto">
          <Mfm text={note.text ?? ''} emojis={note.emojis ?? {}} nyaize={note.user.isCat === true} />
        </p>
      )}
    </blockquote>
  );
}
