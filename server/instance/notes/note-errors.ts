import { ApiError, clientError } from '../errors';

/** Misskey's note errors, with their ids. */
export const noteErrors = {
  noSuchNote: clientError('NO_SUCH_NOTE', '24fcbfc6-2e37-42b6-8388-c29b3861a08d', 'No such note.'),
  noSuchRenoteTarget: clientError(
    'NO_SUCH_RENOTE_TARGET',
    'b5c90186-4ab0-49c8-9bba-a1f76c282ba4',
    'No such renote target.',
  ),
  cannotReRenote: clientError(
    'CANNOT_RENOTE_TO_A_PURE_RENOTE',
    'fd4cc33e-2a37-48dd-99cc-9b806eb2031a',
    'You can not Renote a pure Renote.',
  ),
  noSuchReplyTarget: clientError(
    'NO_SUCH_REPLY_TARGET',
    '749ee0f6-d3da-459a-bf02-282e2da4292c',
    'No such reply target.',
  ),
  cannotReplyToPureRenote: clientError(
    'CANNOT_REPLY_TO_A_PURE_RENOTE',
    '3ac74a84-8fd5-4bb0-870f-01804f82ce15',
    'You can not reply to a pure Renote.',
  ),
  containsProhibitedWords: clientError(
    'CONTAINS_PROHIBITED_WORDS',
    'aa6e01d3-a85c-669d-758a-76aab43af334',
    'Cannot post because it contains prohibited words.',
  ),
  containsTooManyMentions: clientError(
    'CONTAINS_TOO_MANY_MENTIONS',
    '4de0363a-3046-481b-9b0f-feff3e211025',
    'Cannot post because it exceeds the allowed number of mentions.',
  ),
  contentRequired: clientError(
    'CONTENT_REQUIRED',
    '6f57e42b-c348-439b-bc45-993995cc515a',
    'Content required. You need to set text, fileIds, renoteId or poll.',
  ),
  expiredPoll: clientError(
    'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
    '04da457d-b083-4055-9082-955525eda5a5',
    'Poll is already expired.',
  ),
  noSuchChannel: clientError('NO_SUCH_CHANNEL', 'b1653923-5453-4edc-b786-7c4f39bb0bbb', 'No such channel.'),
  cannotRenoteOutsideOfChannel: clientError(
    'CANNOT_RENOTE_OUTSIDE_OF_CHANNEL',
    '33510210-8452-094c-6227-4a6c05d99f00',
    'Cannot renote outside of channel.',
  ),
  noSuchFile: clientError('NO_SUCH_FILE', 'b6992544-63e7-67f0-fa7f-32444b1b5306', 'Some files are not found.'),
  cannotRenoteDueToVisibility: clientError(
    'CANNOT_RENOTE_DUE_TO_VISIBILITY',
    'be9529e9-fe72-4de0-ae43-0b363c4938af',
    'You can not Renote due to target visibility.',
  ),
  ltlDisabled: clientError('LTL_DISABLED', '45a6eb02-7695-4393-b023-dd3be9aaaefd', 'Local timeline has been disabled.'),
  stlDisabled: clientError(
    'STL_DISABLED',
    '620763f4-f621-4533-ab33-0577a1a3c342',
    'Hybrid timeline has been disabled.',
  ),
  /** Misskey refuses both filters at once, with an id of each endpoint's own. */
  bothWithRepliesAndWithFiles: (id: string) =>
    clientError('BOTH_WITH_REPLIES_AND_WITH_FILES', id, 'Specifying both withReplies and withFiles is not supported')(),
  gtlDisabled: clientError(
    'GTL_DISABLED',
    '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
    'Global timeline has been disabled.',
  ),
  accessDenied: () =>
    new ApiError(403, {
      code: 'ACCESS_DENIED',
      id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9',
      message: 'Access denied.',
      kind: 'client',
    }),
};
