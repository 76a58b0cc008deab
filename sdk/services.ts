/**
 * A typed key for a service: one extension provides the value, others consume it.
 * The type parameter travels with the key, so `get(key)` is typed without a cast.
 */
export interface ServiceKey<T> {
  readonly id: string;
  /** Carries the service type; never set at run time. */
  readonly __type?: T;
}

/** Declares a service key. Ids are namespaced by convention: 'drive.picker'. */
export function defineServiceKey<T>(id: string): ServiceKey<T> {
  return { id };
}
