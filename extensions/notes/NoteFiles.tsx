import { lazyComponent } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';

/** The files grid's code and strings load with the first note that has files: a note without any costs nothing. */
const NoteFileGrid = lazyComponent(() => import('./media/NoteFileGrid'), { strings: 'notes.media' });

/**
 * A note's files: images as thumbnails that open the viewer at that image, audio and video in
 * players of our own, other files as links; media is hidden per the sensitive-media rules.
 */
export function NoteFiles({ files }: { files: readonly entities.DriveFile[] }) {
  if (files.length === 0) return null;
  return (
    <Suspense fallback={<div className={`note-files count-${Math.min(files.length, 4)}`} aria-busy="true" />}>
      <NoteFileGrid files={files} />
    </Suspense>
  );
}
