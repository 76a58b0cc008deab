import {
  Icon,
  ItemBoundary,
  lazyComponent,
  RelativeTime,
  useComponentLoaded,
  useContributions,
  useExtensionStrings,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { Suspense } from 'react';

/**
 * One notification, drawn by the renderer contributed for its type (the notificationRenderer
 * point: this extension's built-in one, or another extension's for its own types); a type
 * nobody renders shows its header and body, as Misskey's app notifications do. A notification
 * that cannot be drawn becomes a small card of its own; the list around it goes on.
 */
export function NotificationView(props: { notification: entities.Notification; compact?: boolean }) {
  const t = useExtensionStrings('notifications');
  return (
    <ItemBoundary label={t('cannotShow')}>
      <RenderedNotification {...props} />
    </ItemBoundary>
  );
}

function RenderedNotification({
  notification,
  compact = false,
}: {
  notification: entities.Notification;
  compact?: boolean;
}) {
  const renderers = useContributions('notificationRenderer');
  // The last contribution wins, so an extension can take over a built-in type.
  const renderer = renderers.filter((r) => r.item.type === notification.type).at(-1)?.item.component;
  const loaded = useComponentLoaded(renderer);
  if (!renderer) return <UnknownNotification notification={notification} />;
  if (!loaded) return <article className="notification notification-pending" aria-busy="true" />;
  const Renderer = lazyComponent(renderer);
  return (
    <Suspense fallback={null}>
      <Renderer notification={notification} full={!compact} />
    </Suspense>
  );
}

function UnknownNotification({ notification }: { notification: entities.Notification }) {
  const t = useExtensionStrings('notifications');
  const n = notification as entities.Notification & { header?: string | null; body?: string };
  const title = n.header ?? t('unknownType', { type: n.type });
  return (
    <article className="notification compact" aria-label={title}>
      <div className="notification-head">
        <span className="notification-icon">
          <Icon name="bell" size={16} />
        </span>
        <p className="notification-text">{title}</p>
        <RelativeTime time={n.createdAt} className="notification-time" />
      </div>
      {n.body && <p className="notification-body">{n.body}</p>}
    </article>
  );
}
