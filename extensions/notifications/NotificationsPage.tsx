import {
  Icon,
  PagedFeed,
  TabBar,
  useExtensionStrings,
  useHost,
  usePagedList,
  usePreference,
  useStreamChannel,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useState } from 'react';
import { FILTERABLE_TYPES } from './builtin-types';
import { MarkAllRead } from './MarkAllRead';
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
  const [excluded, setExcluded] = useState<readonly string[]>([]);
  const includeTypes = FILTERS[filter];
  // Reactions and renotes of one note come grouped, as Misskey's own client shows them, unless
  // the useGroupedNotifications preference says otherwise.
  const [grouped] = usePreference('useGroupedNotifications');
  const list = usePagedList(grouped ? 'i/notifications-grouped' : 'i/notifications', {
    markAsRead: true,
    ...(includeTypes ? { includeTypes: [...includeTypes] } : {}),
    ...(excluded.length > 0 ? { excludeTypes: [...excluded] } : {}),
  } as never);
  useStreamChannel('main', {
    notification: (n: entities.Notification) => {
      if (includeTypes && !(includeTypes as readonly string[]).includes(n.type)) return;
      if (!excluded.includes(n.type)) list.prepend(n as never);
    },
    // All deleted (from the settings, here or on another device): the list starts again, empty.
    notificationFlushed: () => list.reload(),
  });
  const chooseTypes = (anchor: HTMLElement) =>
    void host.modals.menu(
      FILTERABLE_TYPES.map((type) => ({
        type: 'switch' as const,
        text: t(`kind.${type}`),
        value: !excluded.includes(type),
        onChange: (shown: boolean) => setExcluded((list) => (shown ? list.filter((x) => x !== type) : [...list, type])),
      })),
      anchor,
    );
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
          className={excluded.length > 0 ? 'button primary' : 'button'}
          onClick={(e) => chooseTypes(e.currentTarget)}
          aria-label={excluded.length > 0 ? t('typesFiltered', { count: excluded.length }) : t('types')}
        >
          <Icon name="more" size={16} />
          {t('types')}
        </button>
        <MarkAllRead />
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
