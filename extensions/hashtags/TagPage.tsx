import { type PageProps, ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type {} from '../notes/api';
import './hashtags.css';

/** /tags/{tag}: the notes carrying a hashtag, newest first. */
export default function TagPage({ params }: PageProps) {
  const t = useExtensionStrings('hashtags');
  const tag = params.tag ?? '';
  const list = usePagedList('notes/search-by-tag', { tag });
  return (
    <section className="tag-page" aria-labelledby="tag-title">
      <h1 id="tag-title" className="tag-title">
        #{tag}
      </h1>
      <ServiceView id="notes.feed" props={{ list, label: t('notesTagged', { tag }), empty: t('noNotes') }} />
    </section>
  );
}
