import { defineExtension } from '@tessera/sdk';

/**
 * About the server: /about (the instance: description, rules, numbers, contacts and policy
 * links; its custom emoji, searchable; the servers it federates with, where it does), the
 * `about` menu slot shown there for other extensions' entries, /contact and /about-misskey
 * (this client and the server's software).
 */
export default defineExtension({
  id: 'about',
  title: 'About',
  description: 'description',
  sdk: '^1.0.0',
  contributes: {
    routes: [
      { path: '/about', name: 'about', page: () => import('./AboutPage') },
      { path: '/about-misskey', name: 'aboutMisskey', page: () => import('./AboutSoftwarePage') },
      { path: '/contact', name: 'contact', page: () => import('./ContactPage') },
    ],
    menu: { main: [{ id: 'about', title: 'menu', icon: 'question', to: '/about', order: 90 }] },
  },
});
