import { Icon, useExtensionStrings, useReadable } from '@tessera/sdk';
import { NotificationView } from './NotificationView';
import { notificationToasts } from './toast-queue';

/** The notification toasts (an overlay): the newest on top, each closable, gone after 6 s. */
export default function NotificationToasts() {
  const t = useExtensionStrings('notifications');
  const toasts = useReadable(notificationToasts);
  return (
    <section className="notification-toasts" aria-label={t('toasts')} aria-live="polite">
      {toasts.map((n) => (
        <div key={n.id} className="notification-toast">
          <NotificationView notification={n} compact />
          <button type="button" className="icon-button" onClick={() => notificationToasts.remove(n.id)}>
            <Icon name="close" size={14} label={t('dismiss')} />
          </button>
        </div>
      ))}
    </section>
  );
}
