import { defineExtension, POST_FORM } from '@tessera/sdk';

/**
 * The composer: the post form as a dialog (the `composer.open` command, the menu's Note button,
 * the n and p keys) and inline at the top of the timeline (the POST_FORM service).
 */
export default defineExtension({
  id: 'composer',
  title: 'Composer',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    services: [{ key: POST_FORM, value: () => import('./PostForm') }],
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
