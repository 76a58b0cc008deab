import { defineExtension } from '@tessera/sdk';
import type {} from '../deck/api';
import type {} from './api';

/** Notes: the note view every feature draws notes with, and the note page. */
export default defineExtension({
  id: 'notes',
  title: 'Notes',
  description: 'description',
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    collapseRenotes: {
      default: true,
      setting: { kind: 'switch', label: 'prefs.collapseRenotes', group: 'prefs.group' },
    },
    nsfw: {
      default: 'respect',
      setting: {
        kind: 'select',
        label: 'prefs.nsfw',
        group: 'prefs.group',
        options: [
          { value: 'respect', label: 'prefs.nsfwChoice.respect' },
          { value: 'ignore', label: 'prefs.nsfwChoice.ignore' },
          { value: 'force', label: 'prefs.nsfwChoice.force' },
        ],
      },
    },
    confirmWhenRevealingSensitiveMedia: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.confirmWhenRevealingSensitiveMedia', group: 'prefs.group' },
    },
    disableShowingAnimatedImages: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.disableShowingAnimatedImages', group: 'prefs.group' },
    },
    highlightSensitiveMedia: {
      default: true,
      setting: { kind: 'switch', label: 'prefs.highlightSensitiveMedia', group: 'prefs.group' },
    },
    loadRawImages: { default: false, setting: { kind: 'switch', label: 'prefs.loadRawImages', group: 'prefs.group' } },
    imageNewTab: { default: false, setting: { kind: 'switch', label: 'prefs.imageNewTab', group: 'prefs.group' } },
    showNoteActionsOnlyHover: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.showNoteActionsOnlyHover', group: 'prefs.group' },
    },
    reactionsDisplaySize: {
      default: 'medium',
      setting: {
        kind: 'select',
        label: 'prefs.reactionsDisplaySize',
        group: 'prefs.group',
        options: [
          { value: 'small', label: 'prefs.size.small' },
          { value: 'medium', label: 'prefs.size.medium' },
          { value: 'large', label: 'prefs.size.large' },
        ],
      },
    },
    limitWidthOfReaction: {
      default: true,
      setting: { kind: 'switch', label: 'prefs.limitWidthOfReaction', group: 'prefs.group' },
    },
    instanceTicker: {
      default: 'remote',
      setting: {
        kind: 'select',
        label: 'prefs.instanceTicker',
        group: 'prefs.group',
        options: [
          { value: 'none', label: 'prefs.instanceTickerChoice.none' },
          { value: 'remote', label: 'prefs.instanceTickerChoice.remote' },
          { value: 'always', label: 'prefs.instanceTickerChoice.always' },
        ],
      },
    },
    mediaListWithOneImageAppearance: {
      default: 'expand',
      setting: {
        kind: 'select',
        label: 'prefs.mediaListWithOneImageAppearance',
        group: 'prefs.group',
        options: [
          { value: 'expand', label: 'prefs.oneImage.expand' },
          { value: '16_9', label: 'prefs.oneImage.16_9' },
          { value: '1_1', label: 'prefs.oneImage.1_1' },
          { value: '2_3', label: 'prefs.oneImage.2_3' },
        ],
      },
    },
    useNativeUiForVideoAudioPlayer: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.useNativeUiForVideoAudioPlayer', group: 'prefs.group' },
    },
    showReactionsCount: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.showReactionsCount', group: 'prefs.group' },
    },
    confirmOnReact: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.confirmOnReact', group: 'prefs.group' },
    },
    useReactionPickerForContextMenu: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.useReactionPickerForContextMenu', group: 'prefs.group' },
    },
    showSoftWordMutedWord: {
      default: false,
      setting: { kind: 'switch', label: 'prefs.showSoftWordMutedWord', group: 'prefs.group' },
    },
    enableInfiniteScroll: {
      default: true,
      setting: { kind: 'switch', label: 'prefs.enableInfiniteScroll', group: 'prefs.group' },
    },
    mediaVolume: { default: 0.25 },
  },
  uses: ['auth', 'composer', 'emoji', 'ads', 'deck'],
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
