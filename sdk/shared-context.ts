import { type Context, createContext } from 'react';

/**
 * One value per page, however many copies of the SDK the page has: extensions installed at run
 * time get a copy of the SDK of their own (loaded with them, so the first view does not carry
 * every export for them), and what it keeps must be the page's.
 */
export function pageSingleton<T>(name: string, make: () => T): T {
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`tessera.${name}`);
  if (!(key in registry)) registry[key] = make();
  return registry[key] as T;
}

/** A React context every copy of the SDK shares, so their hooks find the host the app provides. */
export function sharedContext<T>(name: string, initial: T): Context<T> {
  return pageSingleton(`context.${name}`, () => createContext(initial));
}
