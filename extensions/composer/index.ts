import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * The composer: the post form as a dialog (the `composer.open` command, the menu's Note button,
 * the n and p keys) and inline at the top of the timeline (the composer.form service).
 */
export default defineExtension({
  id: 'composer',
  title: 'Composer',
  description: 'description',
  version: '1.4.0',
  sdk: '^3.3.0',
  preferences: {
    reactionAcceptance: { default: 'nonSensitiveOnly' },
    defaultNoteVisibility: { default: 'public' },
    defaultNoteLocalOnly: { default: false },
    rememberNoteVisibility: { default: false },
    keepCw: { default: true },
    'composer.drafts': { default: {}, deviceOnly: true, movedFrom: 'tessera:composer:drafts' },
    'composer.hashtags': { default: [], deviceOnly: true, movedFrom: 'tessera:composer:hashtags' },
    'composer.skipLocalOnlyConfirm': {
      default: false,
      deviceOnly: true,
      movedFrom: 'tessera:composer:local-only-confirmed',
    },
  },
  uses: ['emoji', 'drive', 'notes'],
  contributesLater: () => import('./later'),
  contributes: {
    services: [{ id: 'composer.form', value: () => import('./PostForm'), component: true }],
    routes: [
      {
        path: '/share',
        name: 'share',
        loginRequired: true,
        query: { title: 'title', text: 'text', url: 'url', replyId: 'replyId', renoteId: 'renoteId' },
        page: () => import('./SharePage'),
      },
    ],
    menu: {
      main: [
        {
          id: 'compose',
          title: 'note',
          icon: 'pencil',
          order: 1,
          fixed: true,
          command: 'composer.open',
          visible: (_, viewer) => viewer.signedIn,
        },
      ],
    },
    // n and p open the composer, as in Misskey, unless the user is typing somewhere.
    hotkeys: [
      { key: 'n', command: 'composer.open', signedIn: true },
      { key: 'p', command: 'composer.open', signedIn: true },
    ],
    commands: ['composer.open'],
  },
  main: () => import('./main'),
});
