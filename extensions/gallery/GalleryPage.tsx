import {
  type EndpointQuery,
  Icon,
  Link,
  QueryContent,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { GalleryGrid } from './GalleryGrid';

type Tab = 'featured' | 'popular' | 'recent' | 'mine' | 'liked';

/** /gallery: featured, popular and recent posts, one's own and those one liked, and a new post. */
export default function GalleryPage() {
  const t = useExtensionStrings('gallery');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'featured', label: t('featured') },
    { value: 'popular', label: t('popular') },
    { value: 'recent', label: t('recent') },
    ...(viewer.signedIn
      ? [
          { value: 'mine' as const, label: t('mine') },
          { value: 'liked' as const, label: t('liked') },
        ]
      : []),
  ];
  return (
    <section className="page-card gallery-page" aria-labelledby="gallery-title">
      <header className="gallery-header">
        <h1 id="gallery-title">{t('title')}</h1>
        {viewer.signedIn && (
          <Link to="/gallery/new" className="button primary">
            <Icon name="plus" size={16} /> {t('new')}
          </Link>
        )}
      </header>
      <TabBar<Tab> label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} />
      <TabContent key={tab} tab={tab} label={tabs.find((x) => x.value === tab)?.label ?? ''} />
    </section>
  );
}

function TabContent({ tab, label }: { tab: Tab; label: string }) {
  switch (tab) {
    case 'featured':
      return <Featured label={label} />;
    case 'popular':
      return <Popular label={label} />;
    case 'recent':
      return <Recent label={label} />;
    case 'mine':
      return <Mine label={label} />;
    case 'liked':
      return <Liked label={label} />;
  }
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
  const query = useEndpoint('i/gallery/likes', { limit: 100 });
  const posts: EndpointQuery<entities.GalleryPost[]> =
    query.status === 'ready' ? { ...query, data: query.data.map((like) => like.post) } : query;
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
