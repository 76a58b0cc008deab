import { Icon, ServiceView, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../notes/api';

/** The notes a user pinned to their profile, above their other notes, each marked as pinned. */
export function PinnedNotes({ notes }: { notes: readonly entities.Note[] }) {
  const t = useExtensionStrings('profile');
  if (notes.length === 0) return null;
  return (
    <section className="pinned-notes" aria-label={t('pinnedNotes')}>
      {notes.map((note) => (
        <div key={note.id} className="pinned-note">
          <p className="pinned-note-label">
            <Icon name="pin" size={14} /> {t('pinned')}
          </p>
          <ServiceView id="notes.view" props={{ note }} />
        </div>
      ))}
    </section>
  );
}
