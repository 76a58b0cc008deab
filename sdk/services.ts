/**
 * A typed key for a service: one extension provides the value, others consume it.
 * The type parameter travels with the key, so `get(key)` is typed without a cast.
 */
export interface ServiceKey<T> {
  readonly id: string;
  /**
   * The service is a component loader that other extensions render: the host renders it inside
   * a boundary naming the providing extension, so its failures are blamed on its provider.
   */
  readonly component?: boolean;
  /** Carries the service type; never set at run time. */
  readonly __type?: T;
}

/**
 * Declares a service key. Ids are namespaced by convention: 'drive.picker'. Mark a service
 * that is a component loader with `{ component: true }`.
 */
export function defineServiceKey<T>(id: string, options: { component?: boolean } = {}): ServiceKey<T> {
  return options.component ? { id, component: true } : { id };
}
