import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/** Notes: the note view every feature draws notes with, and the note page. */
export default defineExtension({
  id: 'notes',
  title: 'Notes',
  description: 'description',
  version: '1.0.0',
  sdk: '^1.0.0',
  uses: ['auth', 'composer', 'emoji'],
  contributes: {
    services: [
      { id: 'notes.view', value: () => import('./NoteView'), component: true },
      { id: 'notes.feed', value: () => import('./NoteFeed'), component: true },
    ],
    routes: [{ path: '/notes/:noteId/:initialTab?', name: 'note', page: () => import('./NotePage') }],
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
          id: 'delete',
          title: 'delete',
          icon: 'close',
          order: 90,
          danger: true,
          visible: ({ note }, viewer) => viewer.userId === note.userId || viewer.isAdmin || viewer.isModerator,
          run: async ({ note }, host) => {
            if (!(await host.modals.confirm(host.i18n.t('notes.deleteConfirm'), { danger: true }))) return;
            await host.apiWithDialog('notes/delete', { noteId: note.id }, { waiting: false, success: false });
          },
        },
      ],
    },
  },
});
