import { useSyncExternalStore } from 'react';

/** A note's translation as the note view shows it under the text. */
export type TranslationState =
  | { state: 'loading' }
  | { state: 'done'; sourceLang: string; text: string }
  | { state: 'failed'; reason: string };

// Apart from the translating code, which the note menu loads: a note view reads this alone.
// The translations asked for in this tab, by note: the note menu asks, every view of the note shows.
const known = new Map<string, TranslationState>();
const listeners = new Set<() => void>();
const KEEP = 200;
/** A note's translation now, or undefined (the translate step reads it before asking). */
export const translationOf = (noteId: string): TranslationState | undefined => known.get(noteId);

/** Keeps a note's state (none: forgets it), forgetting the oldest beyond a couple of hundred notes. */
export function remember(noteId: string, state: TranslationState | null): void {
  known.delete(noteId);
  if (state) known.set(noteId, state);
  if (known.size > KEEP) known.delete(known.keys().next().value as string);
  for (const listener of listeners) listener();
}

/** A note's translation, or null when none was asked for; the component updates as it arrives. */
export function useTranslation(noteId: string): TranslationState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => known.get(noteId) ?? null,
  );
}
