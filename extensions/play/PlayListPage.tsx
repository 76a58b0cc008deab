import { type EndpointQuery, mapQuery, QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { TabbedPage } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { PlayList } from './PlayList';
import './play.css';

/** /play: the featured Plays, one's own and those one liked, and a new Play. */
export default function PlayListPage() {
  const t = useExtensionStrings('play');
  return (
    <TabbedPage
      title={t('title')}
      className="play-page"
      create={{ to: '/play/new', label: t('new') }}
      intro={t('intro')}
      tabs={[
        { value: 'featured', label: t('featured'), content: () => <Featured /> },
        { value: 'mine', label: t('mine'), signedInOnly: true, content: () => <Mine /> },
        { value: 'liked', label: t('liked'), signedInOnly: true, content: () => <Liked /> },
      ]}
    />
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
  const query = mapQuery(useEndpoint('flash/my-likes', { limit: 100 }), (likes) => likes.map((like) => like.flash));
  return <Plays query={query} label={t('liked')} empty={t('noneLiked')} />;
}
