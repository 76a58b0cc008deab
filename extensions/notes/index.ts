import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/** Notes: the note view every feature draws notes with, and the note page. */
export default defineExtension({
  id: 'notes',
  title: 'Notes',
  description: 'description',
  version: '1.0.0',
  sdk: '^2.0.0',
  preferences: {
    collapseRenotes: { default: true },
    disableShowingAnimatedImages: { default: false },
    confirmWhenRevealingSensitiveMedia: { default: false },
    mediaVolume: { default: 0.25 },
    nsfw: { default: 'respect' },
  },
  uses: ['auth', 'composer', 'emoji', 'ads'],
  contributes: {
    services: [
      { id: 'notes.view', value: () => import('./NoteView'), component: true },
      { id: 'notes.feed', value: () => import('./NoteFeed'), component: true },
    ],
    routes: [{ path: '/notes/:noteId/:initialTab?', name: 'note', page: () => import('./NotePage') }],
    commands: ['notes.viewMedia'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
