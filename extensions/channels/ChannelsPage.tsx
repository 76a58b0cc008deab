import {
  type EndpointQuery,
  Icon,
  Link,
  type PagedListState,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useState } from 'react';
import { ChannelList } from './ChannelCard';
import './channels.css';

type Tab = 'featured' | 'following' | 'favorites' | 'owned' | 'search';

/** /channels: featured channels, and for a signed-in person the followed, favourite and own ones, and search. */
export default function ChannelsPage() {
  const t = useExtensionStrings('channels');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'featured', label: t('featured') },
    ...(viewer.signedIn
      ? [
          { value: 'following' as const, label: t('following') },
          { value: 'favorites' as const, label: t('favorites') },
          { value: 'owned' as const, label: t('owned') },
        ]
      : []),
    { value: 'search', label: t('search') },
  ];
  return (
    <section className="page-card channels-page" aria-labelledby="channels-title">
      <header className="channels-header">
        <h1 id="channels-title">{t('title')}</h1>
        {viewer.signedIn && (
          <Link to="/channels/new" className="button primary">
            <Icon name="plus" size={16} /> {t('create')}
          </Link>
        )}
      </header>
      <TabBar<Tab> label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'featured' && <Featured />}
      {tab === 'following' && <Followed />}
      {tab === 'favorites' && <Favorites />}
      {tab === 'owned' && <Owned />}
      {tab === 'search' && <Search />}
    </section>
  );
}

function Loaded({ query, label, empty }: { query: EndpointQuery<entities.Channel[]>; label: string; empty: string }) {
  const host = useHost();
  if (query.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (query.status === 'error') return <p role="alert">{host.describeError(query.error).text}</p>;
  return <ChannelList channels={query.data} label={label} empty={empty} />;
}

function Featured() {
  const t = useExtensionStrings('channels');
  return <Loaded query={useEndpoint('channels/featured', {})} label={t('featured')} empty={t('noFeatured')} />;
}

function Favorites() {
  const t = useExtensionStrings('channels');
  return <Loaded query={useEndpoint('channels/my-favorites', {})} label={t('favorites')} empty={t('noFavorites')} />;
}

function Paged({ list, label, empty }: { list: PagedListState<entities.Channel>; label: string; empty: string }) {
  const t = useExtensionStrings('channels');
  const host = useHost();
  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{host.describeError(list.error).text}</p>;
  return (
    <>
      <ChannelList channels={list.items} label={label} empty={empty} />
      {list.hasMore && (
        <button type="button" className="button channels-more" disabled={list.loadingMore} onClick={list.loadMore}>
          {t('more')}
        </button>
      )}
    </>
  );
}

function Followed() {
  const t = useExtensionStrings('channels');
  const list = usePagedList('channels/followed', {}, { first: 20, next: 20 });
  return <Paged list={list} label={t('following')} empty={t('noFollowing')} />;
}

function Owned() {
  const t = useExtensionStrings('channels');
  const list = usePagedList('channels/owned', {}, { first: 20, next: 20 });
  return <Paged list={list} label={t('owned')} empty={t('noOwned')} />;
}

function Search() {
  const t = useExtensionStrings('channels');
  const [typed, setTyped] = useState('');
  const [nameOnly, setNameOnly] = useState(false);
  const [query, setQuery] = useState<{ query: string; type: 'nameAndDescription' | 'nameOnly' } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setQuery({ query: typed.trim(), type: nameOnly ? 'nameOnly' : 'nameAndDescription' });
  };
  return (
    <>
      <search>
        <form className="channels-search" onSubmit={submit}>
          <input
            type="search"
            aria-label={t('searchLabel')}
            placeholder={t('searchLabel')}
            maxLength={256}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <label className="channels-search-option">
            <input type="checkbox" checked={nameOnly} onChange={(e) => setNameOnly(e.target.checked)} /> {t('nameOnly')}
          </label>
          <button type="submit" className="button primary">
            {t('search')}
          </button>
        </form>
      </search>
      {query && <SearchResults query={query} />}
    </>
  );
}

function SearchResults({ query }: { query: { query: string; type: 'nameAndDescription' | 'nameOnly' } }) {
  const t = useExtensionStrings('channels');
  const list = usePagedList('channels/search', query, { first: 20, next: 20 });
  return <Paged list={list} label={t('results')} empty={t('noResults')} />;
}
