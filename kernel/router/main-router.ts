import type { Readable, TesseraHost, Viewer } from '@tessera/sdk';
import type { Registries } from '../registries/registries';
import { BrowserHistory } from './history';
import { prefetchRoutes } from './preload-pages';
import { Router } from './router';

/**
 * The main view's router: it follows the browser's address and history, lets moderators and
 * administrators into their routes, loads unknown addresses as full pages, registers the routes
 * kept for later before an address counts as unknown, and starts each address's route prefetch.
 */
export function createMainRouter(deps: {
  registries: Registries;
  win: Window;
  signedIn: () => boolean;
  viewer: Readable<Viewer>;
  host: TesseraHost;
  loadLaterRoutes: () => Promise<void>;
}): Router {
  const { win, host } = deps;
  return new Router({
    routes: deps.registries.point('route'),
    signedIn: deps.signedIn,
    rights: () => {
      const { isModerator, isAdmin } = deps.viewer.get();
      return { isModerator, isAdmin };
    },
    history: new BrowserHistory(win),
    fullLoad: (path) => win.location.assign(path),
    onResolved: (resolution) => prefetchRoutes(resolution, host),
    loadLaterRoutes: deps.loadLaterRoutes,
  });
}
