/**
 * The services extensions provide to one another, by id. The SDK declares none: the extension
 * that owns a service declares it in the types-only `api.ts` of its folder, and extensions that
 * use it import that file's types (`import type {} from '../notes/api'`):
 *
 * ```ts
 * declare module '@tessera/sdk' {
 *   interface ServiceMap {
 *     'notes.view': LazyComponent<NoteViewProps>;
 *   }
 * }
 * ```
 *
 * Ids are namespaced by the owning extension: 'notes.view', 'drive.picker'.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the owning extensions' declaration merging.
export interface ServiceMap {}

/** The id of a service some extension declares in `ServiceMap`. */
export type ServiceId = keyof ServiceMap & string;

/** The ids of services whose value has type T. */
export type ServiceIdOf<T> = { [K in ServiceId]: ServiceMap[K] extends T ? K : never }[ServiceId];

/** How a service is provided. */
export interface ProvideOptions {
  /**
   * The service is a component loader other extensions render: the host renders it inside a
   * boundary naming the providing extension, so its failures are blamed on its provider.
   */
  component?: boolean;
}
