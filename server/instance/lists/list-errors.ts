import { clientError } from '../errors';

/** Misskey's list errors; each endpoint words a missing list with its own id. */
export const listErrors = {
  tooManyUserLists: clientError(
    'TOO_MANY_USERLISTS',
    '0cf21a28-7715-4f39-a20d-777bfdb8d138',
    'You cannot create user list any more.',
  ),
  noSuchListToShow: clientError('NO_SUCH_LIST', '7bc05c21-1d7a-41ae-88f1-66820f4dc686', 'No such list.'),
  noSuchListToUpdate: clientError('NO_SUCH_LIST', '796666fe-3dff-4d39-becb-8a5932c1d5b7', 'No such list.'),
  noSuchListToDelete: clientError('NO_SUCH_LIST', '78436795-db79-42f5-b1e2-55ea2cf19166', 'No such list.'),
  noSuchListToPush: clientError('NO_SUCH_LIST', '2214501d-ac96-4049-b717-91e42272a711', 'No such list.'),
  noSuchUserToPush: clientError('NO_SUCH_USER', 'a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a', 'No such user.'),
  alreadyAdded: clientError(
    'ALREADY_ADDED',
    '1de7c884-1595-49e9-857e-61f12f4d4fc5',
    'That user has already been added to that list.',
  ),
  youHaveBeenBlocked: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    '990232c5-3f9d-4d83-9f3f-ef27b6332a4b',
    'You cannot push this user because you have been blocked by this user.',
  ),
  tooManyUsers: clientError(
    'TOO_MANY_USERS',
    '2dd9752e-a338-413d-8eec-41814430989b',
    'You can not push users any more.',
  ),
  /** pull's and update-membership's ids. */
  noSuchListToChange: clientError('NO_SUCH_LIST', '7f44670e-ab16-43b8-b4c1-ccd2ee89cc02', 'No such list.'),
  noSuchUserToChange: clientError('NO_SUCH_USER', '588e7f72-c744-4a61-b180-d354e912bda2', 'No such user.'),
  noSuchListToFavorite: clientError('NO_SUCH_USER_LIST', '7dbaf3cf-7b42-4b8f-b431-b3919e580dbe', 'No such user list.'),
  alreadyFavorited: clientError(
    'ALREADY_FAVORITED',
    '6425bba0-985b-461e-af1b-518070e72081',
    'The list has already been favorited.',
  ),
  noSuchListToUnfavorite: clientError(
    'NO_SUCH_USER_LIST',
    'baedb33e-76b8-4b0c-86a8-9375c0a7b94b',
    'No such user list.',
  ),
  /** Misskey answers this with ALREADY_FAVORITED as its code. */
  notFavorited: clientError(
    'ALREADY_FAVORITED',
    '835c4b27-463d-4cfa-969b-a9058678d465',
    'You have not favorited the list.',
  ),
  noSuchListToCopy: clientError('NO_SUCH_LIST', '9292f798-6175-4f7d-93f4-b6742279667d', 'No such list.'),
  alreadyAddedToCopy: clientError(
    'ALREADY_ADDED',
    'c3ad6fdb-692b-47ee-a455-7bd12c7af615',
    'That user has already been added to that list.',
  ),
  blockedFromCopy: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    'a2497f2a-2389-439c-8626-5298540530f4',
    'You cannot push this user because you have been blocked by this user.',
  ),
  tooManyUsersToCopy: clientError(
    'TOO_MANY_USERS',
    '1845ea77-38d1-426e-8e4e-8b83b24f5bd7',
    'You can not push users any more.',
  ),
  tooManyUserListsToCopy: clientError(
    'TOO_MANY_USERLISTS',
    'e9c105b2-c595-47de-97fb-7f7c2c33e92f',
    'You cannot create user list any more.',
  ),
};
