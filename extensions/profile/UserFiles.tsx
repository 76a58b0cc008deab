import {
  BlurhashCanvas,
  PagedListFooter,
  useExtensionStrings,
  useHost,
  usePagedList,
  usePreference,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../notes/api';

/** Images and videos the viewer opens; other files stay in the notes. */
const MEDIA = /^(image|video)\//;

/**
 * A user's Files tab as a gallery: the images and videos of their notes, newest first, as a
 * grid of thumbnails; an image opens the media viewer with the images around it, a video opens
 * its note. Sensitive media is covered until revealed, as in notes.
 */
export function UserFiles({ userId }: { userId: string }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const list = usePagedList('users/notes', { userId, withFiles: true, withReplies: false, withRenotes: false });
  const [nsfw] = usePreference('nsfw');
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const items = list.items.flatMap((note) =>
    (note.files ?? []).filter((file) => MEDIA.test(file.type)).map((file) => ({ note, file })),
  );
  const hidden = (file: entities.DriveFile) =>
    !revealed.has(file.id) && (nsfw === 'force' || (file.isSensitive && nsfw !== 'ignore'));
  const images = items.map((i) => i.file).filter((f) => f.type.startsWith('image/') && !hidden(f));

  const open = (note: entities.Note, file: entities.DriveFile) => {
    if (hidden(file)) {
      setRevealed((r) => new Set([...r, file.id]));
      return;
    }
    if (file.type.startsWith('image/') && host.commands.has('notes.viewMedia')) {
      void host.commands.execute('notes.viewMedia', images, images.indexOf(file));
    } else host.router.push(`/notes/${note.id}`);
  };

  return (
    <section aria-label={t('tab.files')}>
      <ul className="user-files">
        {items.map(({ note, file }) => (
          <li key={`${note.id}-${file.id}`}>
            <button type="button" className="user-file" onClick={() => open(note, file)}>
              <BlurhashCanvas hash={file.blurhash} className="user-file-placeholder" />
              {hidden(file) ? (
                <span className="user-file-label">{t('sensitiveMedia')}</span>
              ) : (
                <img src={file.thumbnailUrl ?? file.url} alt={file.comment ?? file.name} loading="lazy" />
              )}
              {file.type.startsWith('video/') && <span className="user-file-label">{t('video')}</span>}
            </button>
          </li>
        ))}
      </ul>
      <PagedListFooter list={list} empty={t('noFiles')} />
    </section>
  );
}
