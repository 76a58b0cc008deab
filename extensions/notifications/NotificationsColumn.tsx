import { PagedListFooter, useExtensionStrings, usePagedList, useStreamChannel } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';
import type { DeckColumnProps } from '../deck/api';
import { MarkAllRead } from './MarkAllRead';
import { NotificationView } from './NotificationView';

/** A deck column of one's notifications, live, older ones on request; reading does not mark them read. */
export default function NotificationsColumn(_props: DeckColumnProps) {
  const t = useExtensionStrings('notifications');
  const list = usePagedList('i/notifications', { markAsRead: false }, { first: 20, next: 20 });
  useStreamChannel('main', { notification: (n: entities.Notification) => list.prepend(n) });
  return (
    <div className="notifications-column">
      <p className="notifications-widget-footer">
        <MarkAllRead compact />
      </p>
      <Suspense fallback={null}>
        {list.items.map((n) => (
          <NotificationView key={n.id} notification={n} compact />
        ))}
      </Suspense>
      <PagedListFooter list={list} empty={t('empty')} />
    </div>
  );
}
