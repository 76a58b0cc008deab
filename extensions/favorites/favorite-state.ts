import type { TesseraHost } from '@tessera/sdk';

// Whether the viewer marked a note as a favourite, as notes/state last said, for the note
// menu's favourite and unfavourite items (their `visible` cannot wait for the network).
const known = new Map<string, boolean>();
const KEEP = 200;

/** What notes/state last said of a note, or undefined when it has not been asked. */
export function favoriteState(noteId: string): boolean | undefined {
  return known.get(noteId);
}

/** Remembers a note's state, forgetting the oldest beyond a couple of hundred notes. */
export function rememberFavorite(noteId: string, favorited: boolean): void {
  known.delete(noteId);
  known.set(noteId, favorited);
  if (known.size > KEEP) known.delete(known.keys().next().value as string);
}

/** Asks the server whether the viewer favourited a note (the note menu's prepare). */
export async function loadFavoriteState(host: TesseraHost, noteId: string): Promise<void> {
  const state = await host.api.call('notes/state', { noteId });
  rememberFavorite(noteId, state.isFavorited);
}
