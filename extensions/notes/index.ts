import { defineExtension } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';

/** Notes: the note view every feature draws notes with, and the note page. */
export default defineExtension({
  id: 'notes',
  title: 'Notes',
  description: 'description',
  version: '1.3.0',
  sdk: '^3.3.0',
  preferences: {
    collapseRenotes: { default: true },
    nsfw: { default: 'respect' },
    confirmWhenRevealingSensitiveMedia: { default: false },
    disableShowingAnimatedImages: { default: false },
    highlightSensitiveMedia: { default: true },
    loadRawImages: { default: false },
    imageNewTab: { default: false },
    showNoteActionsOnlyHover: { default: false },
    showClipButtonInNoteFooter: { default: false },
    reactionsDisplaySize: { default: 'medium' },
    limitWidthOfReaction: { default: true },
    instanceTicker: { default: 'remote' },
    mediaListWithOneImageAppearance: { default: 'expand' },
    useNativeUiForVideoAudioPlayer: { default: false },
    showReactionsCount: { default: false },
    confirmOnReact: { default: false },
    useReactionPickerForContextMenu: { default: false },
    showSoftWordMutedWord: { default: false },
    enableInfiniteScroll: { default: true },
    mediaVolume: { default: 0.25 },
  },
  uses: ['auth', 'composer', 'emoji', 'ads', 'deck', 'clips'],
  contributes: {
    services: [
      { id: 'notes.view', value: () => import('./NoteView'), component: true },
      { id: 'notes.feed', value: () => import('./NoteFeed'), component: true },
    ],
    routes: [
      {
        path: '/notes/:noteId/:initialTab?',
        name: 'note',
        page: () => import('./NotePage'),
        // The page's own strings come beside its code.
        prefetch: (_params, host) => void host.i18n.loadStrings('notes.page'),
      },
    ],
    commands: ['notes.viewMedia'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
