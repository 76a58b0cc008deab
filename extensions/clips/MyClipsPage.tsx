import { type EndpointQuery, Icon, TabBar, useEndpoint, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { ClipList } from './ClipList';
import { createClip } from './clip-actions';
import './clips.css';

type Tab = 'mine' | 'favorites';

/** /my/clips: the viewer's clips and the clips they favourited, and a new clip. */
export default function MyClipsPage() {
  const t = useExtensionStrings('clips');
  const host = useHost();
  const router = useRouter();
  const [tab, setTab] = useState<Tab>('mine');
  const create = async () => {
    const clip = await createClip(host);
    if (clip) router.push(`/clips/${clip.id}`);
  };
  return (
    <section className="page-card clips-page" aria-labelledby="clips-title">
      <header className="clips-header">
        <h1 id="clips-title">{t('title')}</h1>
        <button type="button" className="button primary" onClick={() => void create()}>
          <Icon name="plus" size={16} /> {t('create')}
        </button>
      </header>
      <TabBar<Tab>
        label={t('title')}
        tabs={[
          { value: 'mine', label: t('mine') },
          { value: 'favorites', label: t('favorites') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'mine' ? <MyClips /> : <FavoriteClips />}
    </section>
  );
}

function ClipsOf({
  query,
  label,
  empty,
  showOwner,
}: {
  query: EndpointQuery<entities.Clip[]>;
  label: string;
  empty: string;
  showOwner: boolean;
}) {
  const host = useHost();
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  if (query.data.length === 0) return <p className="clips-empty">{empty}</p>;
  return <ClipList clips={query.data} label={label} showOwner={showOwner} />;
}

function MyClips() {
  const t = useExtensionStrings('clips');
  const query = useEndpoint('clips/list', { limit: 100 });
  return <ClipsOf query={query} label={t('mine')} empty={t('none')} showOwner={false} />;
}

function FavoriteClips() {
  const t = useExtensionStrings('clips');
  const query = useEndpoint('clips/my-favorites', {});
  return <ClipsOf query={query} label={t('favorites')} empty={t('noFavorites')} showOwner />;
}
