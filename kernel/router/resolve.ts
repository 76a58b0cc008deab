import { NO_ROUTE_MESSAGE, REDIRECT_LOOP_MESSAGE, type RouteContribution, type RouteParams } from '@tessera/sdk';
import {
  compareSpecificity,
  isCatchAll,
  matchPattern,
  type PathPattern,
  parsePattern,
  specificity,
  splitPath,
} from './path-pattern';

/** A route with its pattern parsed once, and its children compiled the same way. */
export interface CompiledRoute {
  route: RouteContribution;
  pattern: PathPattern;
  rank: number[];
  children: readonly CompiledRoute[];
  /** The extension that contributed it (for its error boundary). */
  extensionId: string;
}

/** Parses and orders routes, most specific first. */
export function compileRoutes(entries: readonly { item: RouteContribution; extensionId: string }[]): CompiledRoute[] {
  const compile = (route: RouteContribution, extensionId: string): CompiledRoute => {
    const pattern = parsePattern(route.path);
    return {
      route,
      pattern,
      rank: specificity(pattern),
      extensionId,
      children: sortBySpecificity((route.children ?? []).map((c) => compile(c, extensionId))),
    };
  };
  return sortBySpecificity(entries.map((e) => compile(e.item, e.extensionId)));
}

function sortBySpecificity(routes: CompiledRoute[]): CompiledRoute[] {
  // Equally specific: a fallback route yields to any other.
  return routes.sort(
    (a, b) =>
      compareSpecificity(a.rank, b.rank) || Number(a.route.fallback ?? false) - Number(b.route.fallback ?? false),
  );
}

/** The outcome of resolving an address. */
export interface Resolution {
  /** The address after redirects: path, query and hash. */
  fullPath: string;
  /** The matched routes, outermost first; each level's page shows the next through its outlet. */
  chain: readonly CompiledRoute[];
  params: RouteParams;
  /** The catch-all answered: no route knows this path. */
  notFound: boolean;
  /** A login-required page was asked for by a visitor: show not-found with a sign-in prompt. */
  loginRequired: boolean;
}

const MAX_REDIRECTS = 10;

/**
 * Resolves an address (path, query, hash) against the routes, following redirects (which keep
 * the query and hash). Throws 'redirect loop detected' past 10 redirects and 'no route found'
 * when nothing, not even a catch-all, matches.
 */
/** Who is looking, for the routes' audiences. */
export interface RouteViewer {
  signedIn: boolean;
  isModerator: boolean;
  isAdmin: boolean;
}

/** Whether a route's audience includes the viewer. */
function admits(audience: RouteContribution['audience'], viewer: RouteViewer): boolean {
  switch (audience) {
    case 'visitor':
      return !viewer.signedIn;
    case 'member':
      return viewer.signedIn;
    case 'moderator':
      return viewer.isModerator || viewer.isAdmin;
    case 'administrator':
      return viewer.isAdmin;
    default:
      return true;
  }
}

export function resolve(routes: readonly CompiledRoute[], address: string, who: boolean | RouteViewer): Resolution {
  const viewer = typeof who === 'boolean' ? { signedIn: who, isModerator: false, isAdmin: false } : who;
  const signedIn = viewer.signedIn;
  let current = address;
  for (let hops = 0; ; hops++) {
    const url = new URL(current, 'http://router.invalid');
    const segments = splitPath(url.pathname).map(safeDecode);
    const found = findChain(routes, segments, viewer);
    if (!found) throw new Error(NO_ROUTE_MESSAGE);
    const { chain, params } = found;
    const leaf = chain[chain.length - 1] as CompiledRoute;
    if (leaf.route.redirect !== undefined) {
      if (hops >= MAX_REDIRECTS) throw new Error(REDIRECT_LOOP_MESSAGE);
      // A computed target may use the query keys the route maps (?acct= of a remote-follow link).
      addHashAndQuery(chain, url, params);
      const target = typeof leaf.route.redirect === 'function' ? leaf.route.redirect(params) : leaf.route.redirect;
      current = keepQueryAndHash(target, url);
      continue;
    }
    addHashAndQuery(chain, url, params);
    const notFound = chain.length === 1 && isCatchAll(leaf.pattern);
    const loginRequired = !signedIn && chain.some((c) => c.route.loginRequired === true);
    return { fullPath: url.pathname + url.search + url.hash, chain, params, notFound, loginRequired };
  }
}

function findChain(
  routes: readonly CompiledRoute[],
  segments: readonly string[],
  viewer: RouteViewer,
): { chain: CompiledRoute[]; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    if (!admits(route.route.audience, viewer)) continue;
    const hasChildren = route.children.length > 0;
    const match = matchPattern(route.pattern, segments, hasChildren);
    if (!match) continue;
    if (!hasChildren) return { chain: [route], params: match.params };
    const child = findChain(route.children, match.rest, viewer);
    if (child) return { chain: [route, ...child.chain], params: { ...match.params, ...child.params } };
    // No child takes the rest: the parent alone answers only an exact match with a page.
    if (match.rest.length === 0 && (route.route.page || route.route.redirect !== undefined)) {
      return { chain: [route], params: match.params };
    }
  }
  return null;
}

function addHashAndQuery(chain: readonly CompiledRoute[], url: URL, params: Record<string, string | undefined>): void {
  for (const { route } of chain) {
    if (route.hash) params[route.hash] = url.hash ? safeDecode(url.hash.slice(1)) : undefined;
    for (const [key, prop] of Object.entries(route.query ?? {})) {
      params[prop] = url.searchParams.get(key) ?? undefined;
    }
  }
}

function keepQueryAndHash(target: string, from: URL): string {
  const next = new URL(target, 'http://router.invalid');
  const search = next.search || from.search;
  const hash = next.hash || from.hash;
  return next.pathname + search + hash;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
