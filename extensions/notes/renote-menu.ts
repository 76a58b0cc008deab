import type { MenuItem, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { announceOwnChange } from './note-changes';
import { loadRenoteStrings } from './renote-strings';

/**
 * Opens a renote's own menu, as Misskey's renote line has it: its page, a link to it, and taking
 * it back (Unrenote) for whoever renoted, or a moderator. Loaded on the first click, with its
 * words, so the first view carries neither.
 */
export async function openRenoteMenu(host: TesseraHost, renote: entities.Note, anchor: HTMLElement): Promise<void> {
  const t = await loadRenoteStrings(host);
  const viewer = host.viewer.get();
  const items: MenuItem[] = [
    { type: 'link', text: t('details'), icon: 'info', to: `/notes/${renote.id}` },
    {
      type: 'button',
      text: t('copyLink'),
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
  await host.modals.menu(items, anchor);
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
