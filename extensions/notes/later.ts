import type { DeclaredContributions, TesseraHost, Viewer } from '@tessera/sdk';
import { canTranslate, loadTranslatorAvailable, translateNote } from './translations';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  widgets: [{ name: 'photos', title: 'photos.title', icon: 'image', component: () => import('./PhotosWidget') }],
  to: {
    deckColumn: [
      { type: 'mentions', title: 'column.mentions', icon: 'at', component: () => import('./MentionsColumn') },
      { type: 'direct', title: 'column.direct', icon: 'mail', component: () => import('./DirectColumn') },
    ],
  },
  menu: {
    note: [
      {
        id: 'copy-link',
        title: 'copyLink',
        icon: 'link',
        order: 10,
        run: ({ note }, host) => host.copyToClipboard(new URL(`/notes/${note.id}`, location.origin).href),
      },
      {
        id: 'copy-text',
        title: 'copyText',
        icon: 'copy',
        order: 11,
        visible: ({ note }) => !!note.text,
        run: ({ note }, host) => host.copyToClipboard(note.text ?? ''),
      },
      {
        id: 'translate',
        title: 'translate',
        icon: 'globe',
        order: 12,
        // The server's translator and the role's permission, as Misskey's menu asks.
        visible: ({ note }, viewer) => canTranslate(note, viewer),
        prepare: (_context, host) => loadTranslatorAvailable(host),
        run: ({ note }, host) => translateNote(host, note),
      },
      ...(['pin', 'unpin'] as const).map((action) => ({
        id: action,
        title: action,
        icon: 'pin',
        order: 50,
        // Offered on one's own notes, as things stand: pin when not pinned, unpin when pinned.
        visible: ({ note }: { note: { id: string; userId: string } }, viewer: Viewer) =>
          viewer.userId === note.userId && viewer.pinnedNoteIds.includes(note.id) === (action === 'unpin'),
        run: async ({ note }: { note: { id: string } }, host: TesseraHost) => {
          await host.apiWithDialog(`i/${action}`, { noteId: note.id }, { waiting: false, success: false });
          await host.accounts.refresh();
        },
      })),
      {
        id: 'delete',
        title: 'delete',
        icon: 'close',
        order: 90,
        danger: true,
        visible: ({ note }, viewer) => viewer.userId === note.userId || viewer.isAdmin || viewer.isModerator,
        run: async ({ note }, host) => {
          if (!(await host.modals.confirm(host.i18n.t('notes.deleteConfirm'), { danger: true }))) return;
          await host.apiWithDialog('notes/delete', { noteId: note.id }, { waiting: false, success: false });
          host.events.emit('notes.deleted', { note });
        },
      },
    ],
  },
};

export default later;
