import { Icon, RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * The line above a renoted note: who renoted it, and when. The time opens the renote's own menu
 * (renote-menu.ts, with Unrenote); without it a renote could not be undone.
 */
export function RenotedBy({ renote }: { renote: entities.Note }) {
  const t = useExtensionStrings('notes');
  const host = useHost();
  return (
    <p className="note-renoted">
      <Icon name="reload" size={16} />
      <span className="note-renoted-who">{t('renotedBy', { name: renote.user.name ?? renote.user.username })}</span>
      <button
        type="button"
        className="note-renoted-time"
        aria-label={t('renoteMenu')}
        aria-haspopup="menu"
        onClick={(event) => {
          const anchor = event.currentTarget;
          void import('./renote-menu').then(({ openRenoteMenu }) => openRenoteMenu(host, renote, anchor));
        }}
      >
        <RelativeTime time={renote.createdAt} />
      </button>
    </p>
  );
}
