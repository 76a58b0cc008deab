import { fetchInstanceMeta, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useSyncExternalStore } from 'react';

/** A note's translation as the note view shows it under the text. */
export type TranslationState =
  | { state: 'loading' }
  | { state: 'done'; sourceLang: string; text: string }
  | { state: 'failed'; reason: string };

// The translations asked for in this tab, by note: the note menu asks, every view of the note shows.
const known = new Map<string, TranslationState>();
const listeners = new Set<() => void>();
const KEEP = 200;
/** Whether the server has a translator (meta's translatorAvailable), as the menu's prepare last read it. */
let serverTranslates = false;

/** Keeps a note's state (none: forgets it), forgetting the oldest beyond a couple of hundred notes. */
function remember(noteId: string, state: TranslationState | null): void {
  known.delete(noteId);
  if (state) known.set(noteId, state);
  if (known.size > KEEP) known.delete(known.keys().next().value as string);
  for (const listener of listeners) listener();
}

/** Reads whether the server translates (the note menu's prepare; the metadata is cached for an hour). */
export async function loadTranslatorAvailable(host: TesseraHost): Promise<void> {
  serverTranslates = (await fetchInstanceMeta(host.api)).translatorAvailable;
}

/**
 * Whether the note menu offers Translate: the server has a translator, the viewer's role may use
 * it (`canUseTranslator`), and the note has text.
 */
export function canTranslate(
  note: entities.Note,
  viewer: { signedIn: boolean; policies: Partial<entities.RolePolicies> },
) {
  return serverTranslates && viewer.signedIn && viewer.policies.canUseTranslator === true && !!note.text;
}

/**
 * Translates a note into the viewer's language (the client's, as Misskey sends its lang setting)
 * with notes/translate; a note already translated or being translated is left as it is.
 */
export async function translateNote(host: TesseraHost, note: entities.Note): Promise<void> {
  const now = known.get(note.id);
  if (now && now.state !== 'failed') return;
  remember(note.id, { state: 'loading' });
  try {
    const answer = await host.api.call('notes/translate', { noteId: note.id, targetLang: host.i18n.locale });
    // No text to translate: Misskey answers nothing, and nothing is shown.
    remember(note.id, answer ? { state: 'done', sourceLang: answer.sourceLang, text: answer.text } : null);
  } catch (error) {
    remember(note.id, { state: 'failed', reason: host.describeError(error).text });
  }
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
