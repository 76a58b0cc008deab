import type { ComponentType } from 'react';
import type { TesseraHost } from './host';

/** Route parameters, hash and mapped query keys, by name; absent optional ones are undefined. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a page component receives. */
export interface PageProps {
  params: RouteParams;
}

/** A lazily loaded module whose default export is a component. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A route, in Misskey's path syntax: literal segments, `:name`, optional `:name?`, a wildcard
 * remainder `:name(*)` (optional as `:name(*)?`), and a parameter with a required prefix (`@:acct`).
 */
export interface RouteContribution {
  path: string;
  /** A stable name, for links and tests. */
  name?: string;
  /** The page, loaded on first visit. A route has a page, a redirect, or children. */
  page?: LazyComponent<PageProps>;
  /**
   * Starts fetching what the page shows first, and loading code it will need, the moment the
   * route is chosen (at start-up and on each navigation), so the data does not wait for the
   * page's code and first render. The page takes the answer over, typically from a small module
   * of the same extension. Keep it small: it is part of the extension's declaration.
   */
  prefetch?(params: RouteParams, host: TesseraHost): void;
  /** A fixed target or one computed from the parameters; query and hash are kept. */
  redirect?: string | ((params: RouteParams) => string);
  /** A visitor gets the not-found page with a sign-in prompt instead. */
  loginRequired?: boolean;
  /**
   * Who the route is for: 'visitor' (signed out), 'member' (signed in), 'moderator' (moderators
   * and administrators) or 'administrator'; for others the route does not exist (the welcome page
   * and the timeline can both live at '/', and the control panel is not found by anyone else).
   * For everyone when unset.
   */
  audience?: 'visitor' | 'member' | 'moderator' | 'administrator';
  /** The parameter name that receives the address's hash (without '#'). */
  hash?: string;
  /** Query keys to copy into parameters: `{ q: 'query' }` puts ?q= into params.query. */
  query?: Readonly<Record<string, string>>;
  /**
   * Used only when no other route has the same pattern: a shell's default page that a feature
   * extension may take over (the root page, say) without either knowing the other.
   */
  fallback?: boolean;
  /** Child routes, matched after this route's path; the page shows them through its outlet. */
  children?: readonly RouteContribution[];
}
