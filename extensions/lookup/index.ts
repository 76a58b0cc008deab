import { defineExtension } from '@tessera/sdk';

/**
 * Lookup: the main menu's Lookup dialog and /lookup, which open a user (@name), a hashtag (#tag)
 * or a remote user or note by its https address (through `ap/show`); /authorize-follow and
 * /authorize_interaction (other servers' remote-follow links) lead there.
 */
export default defineExtension({
  id: 'lookup',
  title: 'Lookup',
  description: 'description',
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
  contributes: {
    menu: {
      main: [
        {
          id: 'lookup',
          title: 'menu',
          icon: 'search',
          order: 60,
          run: async (_, host) => (await import('./lookup')).askAndLookUp(host),
        },
      ],
    },
  },
});
