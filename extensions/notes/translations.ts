import { fetchInstanceMeta, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { remember, translationOf } from './translation-store';

/** Whether the server has a translator (meta's translatorAvailable), as the menu's prepare last read it. */
let serverTranslates = false;

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
  const now = translationOf(note.id);
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
