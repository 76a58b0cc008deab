import { type EndpointQuery, mapQuery, QueryContent, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { TabbedPage } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { PageList } from './PageList';

/** /pages: featured pages, one's own and those one liked, and a new page. */
export default function PagesPage() {
  const t = useExtensionStrings('pages');
  return (
    <TabbedPage
      title={t('title')}
      className="pages-page"
      create={{ to: '/pages/new', label: t('new') }}
      tabs={[
        { value: 'featured', label: t('featured'), content: (label) => <Featured label={label} /> },
        { value: 'mine', label: t('mine'), signedInOnly: true, content: (label) => <Mine label={label} /> },
        { value: 'liked', label: t('liked'), signedInOnly: true, content: (label) => <Liked label={label} /> },
      ]}
    />
  );
}

function Featured({ label }: { label: string }) {
  return <Pages query={useEndpoint('pages/featured', {})} label={label} />;
}

function Mine({ label }: { label: string }) {
  return <Pages query={useEndpoint('i/pages', { limit: 100 })} label={label} />;
}

function Liked({ label }: { label: string }) {
  const pages = mapQuery(useEndpoint('i/page-likes', { limit: 100 }), (likes) => likes.map((like) => like.page));
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
