import { PagedFeed, TabBar, useExtensionStrings, useHost, usePagedList, useStreamChannel } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useState } from 'react';
import { NotificationView } from './NotificationView';

const FILTERS = {
  all: undefined,
  mentions: ['mention', 'reply'],
} as const;
type Filter = keyof typeof FILTERS;

/** /my/notifications: everything, or only mentions and replies; new ones arrive live. */
export default function NotificationsPage() {
  const t = useExtensionStrings('notifications');
  const host = useHost();
  const [filter, setFilter] = useState<Filter>('all');
  const includeTypes = FILTERS[filter];
  const list = usePagedList('i/notifications', {
    markAsRead: true,
    ...(includeTypes ? { includeTypes: [...includeTypes] } : {}),
  });
  useStreamChannel('main', {
    notification: (n: entities.Notification) => {
      if (!includeTypes || (includeTypes as readonly string[]).includes(n.type)) list.prepend(n);
    },
  });
  const renderItem = useCallback((n: entities.Notification) => <NotificationView notification={n} />, []);
  const itemKey = useCallback((n: entities.Notification) => n.id, []);

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <header className="notifications-header">
        <h1 id="notifications-title">{t('title')}</h1>
        <TabBar<Filter>
          label={t('filters')}
          tabs={(Object.keys(FILTERS) as Filter[]).map((f) => ({ value: f, label: t(`filter.${f}`) }))}
          selected={filter}
          onSelect={setFilter}
        />
        <button
          type="button"
          className="button"
          onClick={() => void host.apiWithDialog('notifications/mark-all-as-read', {}, { success: false })}
        >
          {t('markAllRead')}
        </button>
      </header>
      <PagedFeed
        list={list}
        itemKey={itemKey}
        renderItem={renderItem}
        label={t('title')}
        empty={t('empty')}
        estimatedHeight={90}
      />
    </section>
  );
}
