import { translateErrors } from '../../../translation/translate-errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id, text } from '../../schema';

/**
 * Translates a note's text into a language (Misskey's notes/translate), with the DeepL key the
 * control panel set: refused when the caller's role may not translate or no key is set, and
 * answered with nothing for a note without text.
 */
export default defineEndpoint({
  name: 'notes/translate',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: {
    type: 'object',
    // Misskey leaves targetLang unbounded; a language tag fits in 64 characters.
    properties: { noteId: id, targetLang: text(64) },
    required: ['noteId', 'targetLang'],
  },
  async handle(params, ctx) {
    const user = signedIn(ctx);
    const { instance, notes, translator } = ctx.services;
    if (!instance.policiesOf(user.id).canUseTranslator) throw translateErrors.unavailable();
    const note = notes.find(params.noteId);
    if (!note) throw translateErrors.noSuchNote();
    if (!notes.findVisible(note.id, user.id)) throw translateErrors.cannotTranslateInvisibleNote();
    if (note.text === null) return undefined;
    const translation = translator.translate(note.text, params.targetLang);
    if (!translation) throw translateErrors.unavailable();
    return await translation;
  },
});
