import type { Disposable } from './disposable';
import type { RouteParams } from './routes';

/** Where the router is now. */
export interface CurrentRoute {
  /** The path, query and hash as in the address bar. */
  fullPath: string;
  /** The matched route's path pattern, or null for the not-found page. */
  pattern: string | null;
  /** The matched route's name, if it has one. */
  name: string | null;
  params: RouteParams;
}

/** How a navigation was made. */
export type NavigationKind = 'push' | 'replace' | 'back' | 'initial';

/** The router of the main view or of one page window. */
export interface RouterHandle {
  current(): CurrentRoute;
  /** Navigates; pushing the path already shown only scrolls to the top. */
  push(path: string): void;
  replace(path: string): void;
  back(): void;
  /** Calls the listener after every navigation. */
  onChange(listener: (route: CurrentRoute, kind: NavigationKind) => void): Disposable;
}

/** Raised when redirects loop (more than 10 hops). */
export const REDIRECT_LOOP_MESSAGE = 'redirect loop detected';
/** Raised when no route (not even a catch-all) matches. */
export const NO_ROUTE_MESSAGE = 'no route found';
