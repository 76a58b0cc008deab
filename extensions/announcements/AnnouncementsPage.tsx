import { TabBar, useExtensionStrings, useHost, usePagedList } from '@tessera/sdk';
import { useState } from 'react';
import { AnnouncementCard } from './AnnouncementCard';
import './announcements.css';

type Tab = 'current' | 'past';

/** /announcements: the server's current announcements, and past ones, newest first. */
export default function AnnouncementsPage() {
  const t = useExtensionStrings('announcements');
  const [tab, setTab] = useState<Tab>('current');
  return (
    <section className="announcements-page" aria-labelledby="announcements-title">
      <header className="page-card announcements-header">
        <h1 id="announcements-title">{t('title')}</h1>
        <TabBar<Tab>
          label={t('title')}
          tabs={[
            { value: 'current', label: t('current') },
            { value: 'past', label: t('past') },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      </header>
      <AnnouncementList key={tab} active={tab === 'current'} />
    </section>
  );
}

function AnnouncementList({ active }: { active: boolean }) {
  const t = useExtensionStrings('announcements');
  const host = useHost();
  const list = usePagedList('announcements', { isActive: active }, { first: 10, next: 20 });
  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{host.describeError(list.error).text}</p>;
  if (list.items.length === 0)
    return <p className="page-card announcements-empty">{active ? t('none') : t('nonePast')}</p>;
  return (
    <div className="announcement-list">
      {list.items.map((a) => (
        <AnnouncementCard key={a.id} announcement={a} />
      ))}
      {list.hasMore && (
        <button type="button" className="button" disabled={list.loadingMore} onClick={list.loadMore}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
