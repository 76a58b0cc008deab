import { defineExtension } from '@tessera/sdk';
import type {} from '../profile/api';
import type {} from '../statusbar/api';
import type {} from './api';

/**
 * About the server: /about (the instance: description, rules, numbers, contacts and policy
 * links; its custom emoji, searchable; the servers it federates with, where it does), the
 * `about` menu slot shown there for other extensions' entries, /contact and /about-misskey
 * (this client and the server's software); the server's charts (#charts) and each person's
 * (their profile's Activity tab).
 */
export default defineExtension({
  id: 'about',
  title: 'About',
  description: 'description',
  uses: ['profile', 'statusbar'],
  version: '1.1.0',
  sdk: '^3.0.0',
  contributes: {
    // About opens the about menu, as Misskey's does; /about is its first entry.
    menu: { main: [{ id: 'about', title: 'menu', icon: 'question', command: 'about.openMenu', order: 90 }] },
    commands: ['about.openMenu'],
  },
  // A person's Activity tab (their charts), registered once the first view has settled.
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
