import { clientError } from '../errors';

/** Misskey's drive errors (the ids its web client keys its messages to). */
export const driveErrors = {
  inappropriate: clientError(
    'INAPPROPRIATE',
    'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
    'Cannot upload the file because it has been determined that it possibly contains inappropriate content.',
  ),
  noFreeSpace: clientError(
    'NO_FREE_SPACE',
    'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
    'Cannot upload the file because you have no free space of drive.',
  ),
  tooBig: clientError(
    'MAX_FILE_SIZE_EXCEEDED',
    'b9d8c348-33f0-4673-b9a9-5d4da058977a',
    'Cannot upload the file because it exceeds the maximum file size.',
    413,
  ),
  unallowedType: clientError(
    'UNALLOWED_FILE_TYPE',
    '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
    'Cannot upload the file because it is an unallowed file type.',
  ),
  invalidName: clientError('INVALID_FILE_NAME', 'f449b209-0c60-4e51-84d5-29486263bfd4', 'Invalid file name.'),
  /** drive/files/update's id for a bad name. */
  invalidNewName: clientError('INVALID_FILE_NAME', '395e7156-f9f0-475e-af89-53c3c23080c2', 'Invalid file name.'),
  noSuchFolder: clientError('NO_SUCH_FOLDER', '31ca6cdb-44f7-4b9d-bf03-4c8067dd7a1a', 'No such folder.'),
  /** drive/files/update's and move-bulk's id for a target folder that is not the caller's. */
  noSuchFolderToMoveTo: clientError('NO_SUCH_FOLDER', 'ea8fb7a5-af77-4a08-b608-c0218176cd73', 'No such folder.'),
  noSuchFile: clientError('NO_SUCH_FILE', 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d', 'No such file.'),
  accessDenied: clientError('ACCESS_DENIED', '25b73c73-68b1-41d0-bad1-381cfdf6579f', 'Access denied.', 403),
};
