/** Where a router keeps its history: the browser's, or its own list (page windows). */
export interface HistoryAdapter {
  /** The current path, query and hash. */
  location(): string;
  push(path: string): void;
  replace(path: string): void;
  back(): void;
  canGoBack(): boolean;
  /** Calls back with the new location when the user goes back or forward. */
  listen(onPop: (path: string) => void): () => void;
}

/** The browser's history, for the main view. */
export class BrowserHistory implements HistoryAdapter {
  private depth = 0;

  constructor(private readonly win: Window = window) {}

  location(): string {
    const { pathname, search, hash } = this.win.location;
    return pathname + search + hash;
  }

  push(path: string): void {
    this.depth += 1;
    this.win.history.pushState({ depth: this.depth }, '', path);
  }

  replace(path: string): void {
    this.win.history.replaceState({ depth: this.depth }, '', path);
  }

  back(): void {
    this.win.history.back();
  }

  canGoBack(): boolean {
    return this.depth > 0;
  }

  listen(onPop: (path: string) => void): () => void {
    const handler = (event: PopStateEvent) => {
      const state = event.state as { depth?: number } | null;
      this.depth = state?.depth ?? 0;
      onPop(this.location());
    };
    this.win.addEventListener('popstate', handler);
    return () => this.win.removeEventListener('popstate', handler);
  }
}

/** A history of its own, for a page window: nothing reaches the address bar. */
export class MemoryHistory implements HistoryAdapter {
  private readonly stack: string[];
  private readonly listeners = new Set<(path: string) => void>();

  constructor(initial: string) {
    this.stack = [initial];
  }

  location(): string {
    return this.stack[this.stack.length - 1] as string;
  }

  push(path: string): void {
    this.stack.push(path);
  }

  replace(path: string): void {
    this.stack[this.stack.length - 1] = path;
  }

  back(): void {
    if (this.stack.length < 2) return;
    this.stack.pop();
    for (const listener of this.listeners) listener(this.location());
  }

  canGoBack(): boolean {
    return this.stack.length > 1;
  }

  listen(onPop: (path: string) => void): () => void {
    this.listeners.add(onPop);
    return () => this.listeners.delete(onPop);
  }
}
