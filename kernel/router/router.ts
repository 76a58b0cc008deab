import {
  type ContributionEntry,
  type CurrentRoute,
  type Disposable,
  type NavigationKind,
  type Readable,
  type RouteContribution,
  type RouterHandle,
  toDisposable,
} from '@tessera/sdk';
import { Listeners } from '../registries/listeners';
import type { HistoryAdapter } from './history';
import { type CompiledRoute, compileRoutes, type Resolution, resolve } from './resolve';

export interface RouterOptions {
  /** The route contributions; the router follows their changes. */
  routes: Readable<readonly ContributionEntry<RouteContribution>[]>;
  /** Whether someone is signed in (login-required routes). */
  signedIn: () => boolean;
  /** The viewer's rights, for routes only moderators or administrators have; none when absent. */
  rights?: () => { isModerator: boolean; isAdmin: boolean };
  history: HistoryAdapter;
  /**
   * Loads an address as a full page, for unknown paths reached by navigation (the server may
   * serve something there). Null in page windows, which show the not-found page instead.
   */
  fullLoad: ((path: string) => void) | null;
  /** Called with each address the router settles on after its first, before the page renders. */
  onResolved?(resolution: Resolution): void;
  /**
   * Registers the routes extensions keep in `contributesLater`: an address no route knows yet
   * waits for them before it counts as unknown (pages the first view never shows live there).
   */
  loadLaterRoutes?(): Promise<void>;
}

/**
 * The router of the main view or of one page window (spec 001 section 2, "Router behaviour"):
 * resolves addresses against the route contributions, keeps its history in step, and tells
 * listeners (the page-view hook among them) after every navigation.
 */
export class Router implements RouterHandle {
  private compiled: { source: readonly ContributionEntry<RouteContribution>[]; routes: CompiledRoute[] } | null = null;
  private state: Resolution;
  private route: CurrentRoute;
  private readonly changes = new Set<(route: CurrentRoute, kind: NavigationKind) => void>();
  private readonly toTop = new Listeners();
  private cleanups: (() => void)[] | null = null;

  constructor(private readonly options: RouterOptions) {
    this.state = this.resolve(options.history.location());
    this.route = toCurrent(this.state);
    if (this.state.fullPath !== options.history.location()) options.history.replace(this.state.fullPath);
    this.attach();
  }

  /**
   * Follows the history (back/forward) and the route contributions. The constructor attaches;
   * a view that detaches on unmount attaches again on remount (React's StrictMode does both).
   */
  attach(): void {
    if (this.cleanups) return;
    // Catch up with anything that changed while detached.
    const current = this.options.history.location();
    if (current !== this.state.fullPath || this.compiled?.source !== this.options.routes.get()) {
      this.settle(this.resolve(current), 'replace');
    }
    this.cleanups = [
      // A step back to the address already shown (an overlay's own entry, such as the media
      // viewer's #pswp, being left) is no navigation.
      this.options.history.listen((path) => path !== this.state.fullPath && this.settle(this.resolve(path), 'back')),
      // When extensions come and go, the page for the current address may change too.
      this.options.routes.subscribe(() => this.settle(this.resolve(this.state.fullPath), 'replace')),
    ];
  }

  /** Stops following the history and the routes; `attach` resumes. */
  detach(): void {
    for (const cleanup of this.cleanups ?? []) cleanup();
    this.cleanups = null;
  }

  /** The full resolution (route chain and flags) the views render from. */
  resolution = (): Resolution => this.state;

  current = (): CurrentRoute => this.route;

  push(path: string): void {
    const next = this.resolve(path);
    if (next.fullPath === this.state.fullPath) {
      this.toTop.notify();
      return;
    }
    if (next.notFound && this.options.loadLaterRoutes) {
      const load = this.options.loadLaterRoutes;
      void load().then(() => this.pushKnown(path));
      return;
    }
    this.pushKnown(path);
  }

  private pushKnown(path: string): void {
    const next = this.resolve(path);
    if (next.notFound && this.options.fullLoad) {
      this.options.fullLoad(path);
      return;
    }
    this.options.history.push(next.fullPath);
    this.settle(next, 'push');
  }

  replace(path: string): void {
    const next = this.resolve(path);
    this.options.history.replace(next.fullPath);
    this.settle(next, 'replace');
  }

  back(): void {
    this.options.history.back();
  }

  canGoBack(): boolean {
    return this.options.history.canGoBack();
  }

  onChange(listener: (route: CurrentRoute, kind: NavigationKind) => void): Disposable {
    this.changes.add(listener);
    return toDisposable(() => this.changes.delete(listener));
  }

  /** Called when the shown page is asked for again: the view scrolls to its top. */
  onScrollToTop(listener: () => void): Disposable {
    return toDisposable(this.toTop.subscribe(listener));
  }

  dispose(): void {
    this.detach();
    this.changes.clear();
  }

  private resolve(address: string): Resolution {
    const source = this.options.routes.get();
    if (this.compiled?.source !== source) this.compiled = { source, routes: compileRoutes(source) };
    const rights = this.options.rights?.() ?? { isModerator: false, isAdmin: false };
    return resolve(this.compiled.routes, address, { signedIn: this.options.signedIn(), ...rights });
  }

  private settle(next: Resolution, kind: NavigationKind): void {
    // Routes coming and going re-settle the same address: nothing new to fetch for it.
    if (kind !== 'replace' || next.fullPath !== this.state.fullPath) this.options.onResolved?.(next);
    this.state = next;
    this.route = toCurrent(next);
    for (const listener of [...this.changes]) listener(this.route, kind);
  }
}

function toCurrent(resolution: Resolution): CurrentRoute {
  const leaf = resolution.chain[resolution.chain.length - 1];
  const matched = !resolution.notFound && !resolution.loginRequired;
  return {
    fullPath: resolution.fullPath,
    pattern:
      matched && leaf
        ? resolution.chain
            .map((c) => c.route.path)
            .join('')
            .replace(/\/+/g, '/')
        : null,
    name: matched ? (leaf?.route.name ?? null) : null,
    params: resolution.params,
  };
}
