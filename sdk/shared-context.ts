import { type Context, createContext } from 'react';

/**
 * A React context that every copy of the SDK in the page shares: extensions installed at run time
 * get a copy of the SDK of their own (loaded with them, so the first view does not carry every
 * export for them), and its hooks must still find the host the app provides.
 */
export function sharedContext<T>(name: string, initial: T): Context<T> {
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`tessera.context.${name}`);
  registry[key] ??= createContext(initial);
  return registry[key] as Context<T>;
}
