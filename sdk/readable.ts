/**
 * A value that changes over time and tells when it does; the shape React's
 * `useSyncExternalStore` reads, so any Readable can drive a component.
 */
export interface Readable<T> {
  get(): T;
  /** Calls the listener after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
