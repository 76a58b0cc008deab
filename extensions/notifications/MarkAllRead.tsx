import { useExtensionStrings, useHost } from '@tessera/sdk';

/** Marks every notification read (the unread count goes when the server says readAllNotifications). */
export function MarkAllRead({ compact = false }: { compact?: boolean }) {
  const t = useExtensionStrings('notifications');
  const host = useHost();
  return (
    <button
      type="button"
      className={compact ? 'button small' : 'button'}
      onClick={() =>
        void host
          .apiWithDialog('notifications/mark-all-as-read', {}, { success: false, waiting: false })
          .catch(() => {})
      }
    >
      {t('markAllRead')}
    </button>
  );
}
