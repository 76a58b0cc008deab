import { clientError } from '../errors';

/** Misskey's notes/translate errors, with their ids. */
export const translateErrors = {
  unavailable: clientError('UNAVAILABLE', '50a70314-2d8a-431b-b433-efa5cc56444c', 'Translate of notes unavailable.'),
  noSuchNote: clientError('NO_SUCH_NOTE', 'bea9b03f-36e0-49c5-a4db-627a029f8971', 'No such note.'),
  cannotTranslateInvisibleNote: clientError(
    'CANNOT_TRANSLATE_INVISIBLE_NOTE',
    'ea29f2ca-c368-43b3-aaf1-5ac3e74bbe5d',
    'Cannot translate invisible note.',
  ),
};
