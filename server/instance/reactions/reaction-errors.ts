import { clientError } from '../errors';

/** Misskey's reaction errors. */
export const reactionErrors = {
  noSuchNote: clientError('NO_SUCH_NOTE', '033d0620-5bfe-4027-965d-980b0c85a3ea', 'No such note.'),
  alreadyReacted: clientError(
    'ALREADY_REACTED',
    '71efcf98-86d6-4e2b-b2ad-9d032369366b',
    'You are already reacting to that note.',
  ),
  cannotReactToRenote: clientError(
    'CANNOT_REACT_TO_RENOTE',
    'eaccdc08-ddef-43fe-908f-d108faad57f5',
    'You cannot react to Renote.',
  ),
  deleteNoSuchNote: clientError('NO_SUCH_NOTE', '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37', 'No such note.'),
  blocked: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    '20ef5475-9f38-4e4c-bd33-de6d979498ec',
    'You cannot react this note because you have been blocked by this user.',
  ),
  notReacted: clientError('NOT_REACTED', '92f4426d-4196-4125-aa5b-02943e2ec8fc', 'You are not reacting to that note.'),
};
