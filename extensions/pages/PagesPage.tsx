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
import { PageList } from './PageList';

type Tab = 'featured' | 'mine' | 'liked';

/** /pages: featured pages, one's own and those one liked, and a new page. */
export default function PagesPage() {
  const t = useExtensionStrings('pages');
  const viewer = useViewer();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'featured', label: t('featured') },
    ...(viewer.signedIn
      ? [
          { value: 'mine' as const, label: t('mine') },
          { value: 'liked' as const, label: t('liked') },
        ]
      : []),
  ];
  const label = tabs.find((x) => x.value === tab)?.label ?? '';
  return (
    <section className="page-card pages-page" aria-labelledby="pages-title">
      <header className="pages-header">
        <h1 id="pages-title">{t('title')}</h1>
        {viewer.signedIn && (
          <Link to="/pages/new" className="button primary">
            <Icon name="plus" size={16} /> {t('new')}
          </Link>
        )}
      </header>
      <TabBar<Tab> label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'featured' && <Featured label={label} />}
      {tab === 'mine' && <Mine label={label} />}
      {tab === 'liked' && <Liked label={label} />}
    </section>
  );
}

function Featured({ label }: { label: string }) {
  return <Pages query={useEndpoint('pages/featured', {})} label={label} />;
}

function Mine({ label }: { label: string }) {
  return <Pages query={useEndpoint('i/pages', { limit: 100 })} label={label} />;
}

function Liked({ label }: { label: string }) {
  const query = useEndpoint('i/page-likes', { limit: 100 });
  const pages: EndpointQuery<entities.Page[]> =
    query.status === 'ready' ? { ...query, data: query.data.map((like) => like.page) } : query;
  return <Pages query={pages} label={label} />;
}

function Pages({ query, label }: { query: EndpointQuery<entities.Page[]>; label: string }) {
  const t = useExtensionStrings('pages');
  return (
    <QueryContent query={query} empty={t('none')}>
      {(pages) => <PageList pages={pages} label={label} />}
    </QueryContent>
  );
}
