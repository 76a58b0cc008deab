import { defineExtension, NOTE_VIEW } from '@tessera/sdk';

/** Notes: the note view every feature draws notes with, and the note page. */
export default defineExtension({
  id: 'notes',
  title: 'Notes',
  description: 'Shows notes: text with MFM, content warnings, files, polls, reactions, renotes and replies.',
  activate(ctx) {
    ctx.services.provide(NOTE_VIEW, () => import('./NoteView'));
    ctx.routes.add({ path: '/notes/:noteId/:initialTab?', name: 'note', page: () => import('./NotePage') });
    ctx.menu.add('note', {
      id: 'copy-link',
      title: 'copyLink',
      icon: 'link',
      order: 10,
      run: ({ note }) => ctx.host.copyToClipboard(new URL(`/notes/${note.id}`, location.origin).href),
    });
    ctx.menu.add('note', {
      id: 'copy-text',
      title: 'copyText',
      icon: 'copy',
      order: 11,
      visible: ({ note }) => !!note.text,
      run: ({ note }) => ctx.host.copyToClipboard(note.text ?? ''),
    });
    ctx.menu.add('note', {
      id: 'delete',
      title: 'delete',
      icon: 'close',
      order: 90,
      danger: true,
      visible: ({ note }, viewer) => viewer.userId === note.userId || viewer.isAdmin || viewer.isModerator,
      run: async ({ note }) => {
        if (!(await ctx.host.modals.confirm(ctx.host.i18n.t('notes.deleteConfirm'), { danger: true }))) return;
        await ctx.host.apiWithDialog('notes/delete', { noteId: note.id }, { waiting: false, success: false });
      },
    });
  },
});
