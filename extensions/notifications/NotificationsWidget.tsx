import { Link, useExtensionStrings, usePagedList, useStreamChannel, useViewer, type WidgetProps } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';
import { MarkAllRead } from './MarkAllRead';
import { NotificationView } from './NotificationView';

/** The latest notifications in the widget column; reading them here does not mark them read. */
export default function NotificationsWidget(_props: WidgetProps) {
  const t = useExtensionStrings('notifications');
  const viewer = useViewer();
  if (!viewer.signedIn) return <p className="widget-empty">{t('signInToSee')}</p>;
  return <LatestNotifications />;
}

function LatestNotifications() {
  const t = useExtensionStrings('notifications');
  const list = usePagedList('i/notifications', { markAsRead: false }, { first: 6, next: 6 });
  useStreamChannel('main', { notification: (n: entities.Notification) => list.prepend(n) });
  if (list.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (list.status === 'error') return <p role="alert">{t('loadFailed')}</p>;
  if (list.items.length === 0) return <p className="widget-empty">{t('empty')}</p>;
  return (
    <div className="notifications-widget">
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        {list.items.slice(0, 6).map((n) => (
          <NotificationView key={n.id} notification={n} compact />
        ))}
      </Suspense>
      <p className="notifications-widget-footer">
        <Link to="/my/notifications" className="widget-more">
          {t('seeAll')}
        </Link>
        <MarkAllRead compact />
      </p>
    </div>
  );
}
