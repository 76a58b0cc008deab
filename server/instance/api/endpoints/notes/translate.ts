import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Misskey's notes/translate errors, with their ids. */
const translateErrors = {
  unavailable: clientError('UNAVAILABLE', '50a70314-2d8a-431b-b433-efa5cc56444c', 'Translate of notes unavailable.'),
  noSuchNote: clientError('NO_SUCH_NOTE', 'bea9b03f-36e0-49c5-a4db-627a029f8971', 'No such note.'),
  cannotTranslateInvisibleNote: clientError(
    'CANNOT_TRANSLATE_INVISIBLE_NOTE',
    'ea29f2ca-c368-43b3-aaf1-5ac3e74bbe5d',
    'Cannot translate invisible note.',
  ),
};

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
    properties: { noteId: id, targetLang: { type: 'string' } },
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
