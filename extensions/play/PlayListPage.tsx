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
import { PlayList } from './PlayList';
import './play.css';

type Tab = 'featured' | 'mine' | 'liked';

/** /play: the featured Plays, one's own and those one liked, and a new Play. */
export default function PlayListPage() {
  const t = useExtensionStrings('play');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs = [
    { value: 'featured' as const, label: t('featured') },
    ...(viewer.signedIn
      ? [
          { value: 'mine' as const, label: t('mine') },
          { value: 'liked' as const, label: t('liked') },
        ]
      : []),
  ];
  return (
    <section className="page-card play-page" aria-labelledby="play-title">
      <header className="play-header">
        <h1 id="play-title">{t('title')}</h1>
        {viewer.signedIn && (
          <Link to="/play/new" className="button primary">
            <Icon name="plus" size={16} /> {t('new')}
          </Link>
        )}
      </header>
      <p className="form-hint">{t('intro')}</p>
      <TabBar<Tab> label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'featured' && <Featured />}
      {tab === 'mine' && <Mine />}
      {tab === 'liked' && <Liked />}
    </section>
  );
}

function Plays({ query, label, empty }: { query: EndpointQuery<entities.Flash[]>; label: string; empty: string }) {
  return (
    <QueryContent query={query} empty={empty}>
      {(flashes) => <PlayList flashes={flashes} label={label} />}
    </QueryContent>
  );
}

function Featured() {
  const t = useExtensionStrings('play');
  return <Plays query={useEndpoint('flash/featured', { limit: 30 })} label={t('featured')} empty={t('noFeatured')} />;
}

function Mine() {
  const t = useExtensionStrings('play');
  return <Plays query={useEndpoint('flash/my', { limit: 100 })} label={t('mine')} empty={t('noneMine')} />;
}

function Liked() {
  const t = useExtensionStrings('play');
  const query = useEndpoint('flash/my-likes', { limit: 100 });
  const flashes: EndpointQuery<entities.Flash[]> =
    query.status === 'ready' ? { ...query, data: query.data.map((like) => like.flash) } : query;
  return <Plays query={flashes} label={t('liked')} empty={t('noneLiked')} />;
}
