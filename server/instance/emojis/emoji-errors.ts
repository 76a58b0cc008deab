import { clientError } from '../errors';

/** Misskey's custom-emoji management errors, by endpoint. */
export const emojiErrors = {
  add: {
    noSuchFile: clientError('NO_SUCH_FILE', 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf', 'No such file.'),
    duplicateName: clientError('DUPLICATE_NAME', 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975', 'Duplicate name.'),
  },
  update: {
    noSuchEmoji: clientError('NO_SUCH_EMOJI', '684dec9d-a8c2-4364-9aa8-456c49cb1dc8', 'No such emoji.'),
    noSuchFile: clientError('NO_SUCH_FILE', '14fb9fd9-0731-4e2f-aeb9-f09e4740333d', 'No such file.'),
    sameNameEmojiExists: clientError(
      'SAME_NAME_EMOJI_EXISTS',
      '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8',
      'Emoji that have same name already exists.',
    ),
  },
  delete: { noSuchEmoji: clientError('NO_SUCH_EMOJI', 'be83669b-773a-44b7-b1f8-e5e5170ac3c2', 'No such emoji.') },
};
