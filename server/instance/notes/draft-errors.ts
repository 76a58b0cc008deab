import { type ApiError, clientError } from '../errors';
import { noteErrors } from './note-errors';

/** The errors of notes/drafts/* that are not note errors, with Misskey 2025.12's ids. */
const shared = {
  noSuchNoteDraft: clientError('NO_SUCH_NOTE_DRAFT', '49cd6b9d-848e-41ee-b0b9-adaca711a6b1', 'No such note draft.'),
  tooManyDrafts: clientError(
    'TOO_MANY_DRAFTS',
    '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8',
    'You cannot create drafts any more.',
  ),
  cannotReplyToInvisibleNote: clientError(
    'CANNOT_REPLY_TO_AN_INVISIBLE_NOTE',
    'b98980fa-3780-406c-a935-b6d0eeee10d1',
    'You cannot reply to an invisible Note.',
  ),
};

/** What validating a draft may refuse; notes/drafts/create and update name some of these differently. */
export interface DraftErrors {
  noSuchFile: () => ApiError;
  noSuchReply: () => ApiError;
  cannotReplyToPureRenote: () => ApiError;
  cannotReplyToInvisibleNote: () => ApiError;
  cannotReplyToSpecifiedWithExtendedVisibility: () => ApiError;
  noSuchRenote: () => ApiError;
  cannotRenote: () => ApiError;
  cannotRenoteDueToVisibility: () => ApiError;
  cannotRenoteToExternal: () => ApiError;
  noSuchChannel: () => ApiError;
  expiredPoll: () => ApiError;
  tooManyScheduledNotes: () => ApiError;
  scheduledAtRequired: () => ApiError;
  scheduledAtMustBeInFuture: () => ApiError;
}

const cannotRenoteToExternal = clientError(
  'CANNOT_RENOTE_TO_EXTERNAL',
  'ed1952ac-2d26-4957-8b30-2deda76bedf7',
  'Cannot Renote to External.',
);

/** notes/drafts/create's answers. */
export const createDraftErrors: DraftErrors & typeof shared = {
  ...shared,
  noSuchFile: noteErrors.noSuchFile,
  noSuchReply: noteErrors.noSuchReplyTarget,
  cannotReplyToPureRenote: noteErrors.cannotReplyToPureRenote,
  cannotReplyToSpecifiedWithExtendedVisibility: clientError(
    'CANNOT_REPLY_TO_SPECIFIED_VISIBILITY_NOTE_WITH_EXTENDED_VISIBILITY',
    'ed940410-535c-4d5e-bfa3-af798671e93c',
    'You cannot reply to a specified visibility note with extended visibility.',
  ),
  noSuchRenote: noteErrors.noSuchRenoteTarget,
  cannotRenote: noteErrors.cannotReRenote,
  cannotRenoteDueToVisibility: noteErrors.cannotRenoteDueToVisibility,
  cannotRenoteToExternal,
  noSuchChannel: noteErrors.noSuchChannel,
  expiredPoll: noteErrors.expiredPoll,
  tooManyScheduledNotes: clientError(
    'TOO_MANY_SCHEDULED_NOTES',
    '22ae69eb-09e3-4541-a850-773cfa45e693',
    'You cannot create scheduled notes any more.',
  ),
  scheduledAtRequired: clientError(
    'SCHEDULED_AT_REQUIRED',
    '15e28a55-e74c-4d65-89b7-8880cdaaa87d',
    'scheduledAt is required when isActuallyScheduled is true.',
  ),
  scheduledAtMustBeInFuture: clientError(
    'SCHEDULED_AT_MUST_BE_IN_FUTURE',
    'e4bed6c9-017e-4934-aed0-01c22cc60ec1',
    'scheduledAt must be in the future.',
  ),
};

/** notes/drafts/update's answers: Misskey passes some of its service's ids through unchanged. */
export const updateDraftErrors: DraftErrors & typeof shared = {
  ...shared,
  noSuchFile: noteErrors.noSuchFile,
  noSuchReply: clientError('NO_SUCH_REPLY', 'c4721841-22fc-4bb7-ad3d-897ef1d375b5', 'No such reply.'),
  cannotReplyToPureRenote: noteErrors.cannotReplyToPureRenote,
  cannotReplyToSpecifiedWithExtendedVisibility: clientError(
    'CANNOT_REPLY_TO_SPECIFIED_NOTE_WITH_EXTENDED_VISIBILITY',
    'ed940410-535c-4d5e-bfa3-af798671e93c',
    'You cannot reply to a specified visibility note with extended visibility.',
  ),
  noSuchRenote: clientError('NO_SUCH_RENOTE', '64929870-2540-4d11-af41-3b484d78c956', 'No such renote.'),
  cannotRenote: clientError('CANNOT_RENOTE', '76cc5583-5a14-4ad3-8717-0298507e32db', 'Cannot renote.'),
  cannotRenoteDueToVisibility: noteErrors.cannotRenoteDueToVisibility,
  cannotRenoteToExternal,
  noSuchChannel: noteErrors.noSuchChannel,
  expiredPoll: noteErrors.expiredPoll,
  tooManyScheduledNotes: clientError(
    'TOO_MANY_SCHEDULED_NOTES',
    '02f5df79-08ae-4a33-8524-f1503c8f6212',
    'You cannot create scheduled notes any more.',
  ),
  scheduledAtRequired: clientError(
    'SCHEDULED_AT_REQUIRED',
    'fe9737d5-cc41-498c-af9d-149207307530',
    'scheduledAt is required when isActuallyScheduled is true.',
  ),
  scheduledAtMustBeInFuture: clientError(
    'SCHEDULED_AT_MUST_BE_IN_FUTURE',
    'ed1a6673-d0d1-4364-aaae-9bf3f139cbc5',
    'scheduledAt must be in the future.',
  ),
};
