/**
 * Things that happened in the client, by name, with what each carries. The kernel declares its
 * own here; an extension declares those it tells in its api.ts by declaration merging:
 *
 *   declare module '@tessera/sdk' {
 *     interface ClientEventMap {
 *       'notes.deleted': { note: entities.Note };
 *     }
 *   }
 */
export interface ClientEventMap {
  /** A page window was opened; `count` is how many have been opened since the page loaded. */
  pageWindowOpened: { count: number };
  /**
   * The pointer or keyboard focus has rested 500 ms on a person's name or avatar (`anchor`), as
   * `useUserPreview` tells: the extension that draws previews shows their card by it.
   */
  userPreview: { userId: string; anchor: HTMLElement; keyboard: boolean };
}

/** The name of a declared client event. */
export type ClientEventName = keyof ClientEventMap & string;

/**
 * Tells and hears what happened in the client (a note deleted from its menu, a window opened),
 * so one extension can follow another's actions without importing it. Listeners run at once, in
 * order; one that throws does not stop the others.
 */
export interface ClientEvents {
  emit<K extends ClientEventName>(name: K, payload: ClientEventMap[K]): void;
  /** Listens until the returned function is called. */
  on<K extends ClientEventName>(name: K, listener: (payload: ClientEventMap[K]) => void): () => void;
}
