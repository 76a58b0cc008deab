import { type EndpointQuery, mapQuery, QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { TabbedPage } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { GalleryGrid } from './GalleryGrid';

/** /gallery: featured, popular and recent posts, one's own and those one liked, and a new post. */
export default function GalleryPage() {
  const t = useExtensionStrings('gallery');
  return (
    <TabbedPage
      title={t('title')}
      className="gallery-page"
      create={{ to: '/gallery/new', label: t('new') }}
      tabs={[
        { value: 'featured', label: t('featured'), content: (label) => <Featured label={label} /> },
        { value: 'popular', label: t('popular'), content: (label) => <Popular label={label} /> },
        { value: 'recent', label: t('recent'), content: (label) => <Recent label={label} /> },
        { value: 'mine', label: t('mine'), signedInOnly: true, content: (label) => <Mine label={label} /> },
        { value: 'liked', label: t('liked'), signedInOnly: true, content: (label) => <Liked label={label} /> },
      ]}
    />
  );
}

function Featured({ label }: { label: string }) {
  return <Posts query={useEndpoint('gallery/featured', { limit: 30 })} label={label} />;
}

function Popular({ label }: { label: string }) {
  return <Posts query={useEndpoint('gallery/popular', {})} label={label} />;
}

function Recent({ label }: { label: string }) {
  return <Posts query={useEndpoint('gallery/posts', { limit: 30 })} label={label} />;
}

function Mine({ label }: { label: string }) {
  return <Posts query={useEndpoint('i/gallery/posts', { limit: 100 })} label={label} />;
}

function Liked({ label }: { label: string }) {
  const posts = mapQuery(useEndpoint('i/gallery/likes', { limit: 100 }), (likes) => likes.map((like) => like.post));
  return <Posts query={posts} label={label} />;
}

function Posts({ query, label }: { query: EndpointQuery<entities.GalleryPost[]>; label: string }) {
  const t = useExtensionStrings('gallery');
  return (
    <QueryContent query={query} empty={t('none')}>
      {(posts) => <GalleryGrid posts={posts} label={label} />}
    </QueryContent>
  );
}
