import { defineExtension } from '@tessera/sdk';
// Small, and in the first view anyway (the page-load error view offers it too).
import { clearCacheAndReload } from './clear-cache';

/**
 * The shell's own contributions, through the same SDK as every feature: the catch-all
 * not-found page, a home page at / that a feature extension (the timeline) takes over, and the
 * connection status.
 */
export const shellExtension = defineExtension({
  id: 'shell',
  title: 'Shell',
  description: 'The frame of the app: the not-found page and the default home page.',
  essential: true,
  sdk: '^2.0.0',
  contributes: {
    routes: [
      { path: '/', name: 'home', fallback: true, page: () => import('./pages/InstanceHomePage') },
      { path: '/:path(*)?', name: 'not-found', page: () => import('./pages/NotFoundPage') },
    ],
    // Misskey's seldom used main-menu entries, under More until someone places them.
    menu: {
      main: [
        { id: 'reload', title: 'kernel.reload', icon: 'reload', inMore: true, run: () => window.location.reload() },
        {
          id: 'clearCache',
          title: 'kernel.clearCache',
          icon: 'trash',
          inMore: true,
          run: () => void clearCacheAndReload(),
        },
      ],
    },
    // Whether the live connection to the server is up: said when it drops and when it is back.
    overlays: [
      { id: 'connection-status', component: () => import('./ConnectionStatus') },
      // The service worker and its "new version" notice, once the first view has settled.
      { id: 'update-notice', component: () => import('./UpdateNotice') },
    ],
  },
});
