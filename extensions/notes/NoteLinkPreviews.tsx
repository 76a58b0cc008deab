import { lazyComponent, useInstanceMeta, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';

/** The cards' code and strings load with the first note that has a link: a note without one costs nothing. */
const LinkPreviews = lazyComponent<{ note: entities.Note }>(() => import('./link-preview/LinkPreviews'), {
  strings: 'notes.media',
});

/**
 * Preview cards for the links of a note's text, as Misskey shows them under a note: only where
 * the server offers previews (meta `enableUrlPreview`) and the viewer's data saver does not
 * leave them out.
 */
export function NoteLinkPreviews({ note }: { note: entities.Note }) {
  if (!note.text || !/https?:\/\//i.test(note.text)) return null;
  return <WantedLinkPreviews note={note} />;
}

function WantedLinkPreviews({ note }: { note: entities.Note }) {
  const meta = useInstanceMeta();
  const [dataSaver] = usePreference('dataSaver');
  if (!meta?.enableUrlPreview || dataSaver.urlPreview) return null;
  return (
    <Suspense fallback={null}>
      <LinkPreviews note={note} />
    </Suspense>
  );
}
