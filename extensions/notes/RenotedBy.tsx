import {
  Icon,
  type MenuItem,
  RelativeTime,
  type TesseraHost,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { announceOwnChange } from './note-changes';

/**
 * The line above a renoted note: who renoted it, and when. The time opens the renote's own menu,
 * as in Misskey: its page, a link to it, and taking it back (Unrenote) for whoever renoted, or a
 * moderator; without it a renote could not be undone.
 */
export function RenotedBy({ renote }: { renote: entities.Note }) {
  const t = useExtensionStrings('notes');
  const host = useHost();
  const viewer = useViewer();
  const openMenu = (anchor: HTMLElement) => {
    const items: MenuItem[] = [
      { type: 'link', text: t('renoteDetails'), icon: 'info', to: `/notes/${renote.id}` },
      {
        type: 'button',
        text: t('copyRenoteLink'),
        icon: 'link',
        action: () => void host.copyToClipboard(new URL(`/notes/${renote.id}`, location.origin).href),
      },
    ];
    if (viewer.userId === renote.userId || viewer.isAdmin || viewer.isModerator) {
      items.push(
        { type: 'divider' },
        { type: 'button', text: t('unrenote'), icon: 'trash', danger: true, action: () => void unrenote(host, renote) },
      );
    }
    void host.modals.menu(items, anchor);
  };
  return (
    <p className="note-renoted">
      <Icon name="reload" size={16} />
      <span className="note-renoted-who">{t('renotedBy', { name: renote.user.name ?? renote.user.username })}</span>
      <button
        type="button"
        className="note-renoted-time"
        aria-label={t('renoteMenu')}
        aria-haspopup="menu"
        onClick={(event) => openMenu(event.currentTarget)}
      >
        <RelativeTime time={renote.createdAt} />
      </button>
    </p>
  );
}

/** Deletes the renote (notes/delete on its own id), and takes it off the page at once. */
async function unrenote(host: TesseraHost, renote: entities.Note): Promise<void> {
  try {
    await host.apiWithDialog('notes/delete', { noteId: renote.id }, { waiting: false, success: false });
  } catch {
    return; // the dialog has said why
  }
  announceOwnChange({ id: renote.id, type: 'deleted', body: { deletedAt: new Date().toISOString() } });
}
