import { clientError } from '../errors';

/** Misskey's following errors. */
export const followErrors = {
  createNoSuchUser: clientError('NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5', 'No such user.'),
  createYourself: clientError('FOLLOWEE_IS_YOURSELF', '26fbe7bb-a331-4857-af17-205b426669a9', 'Followee is yourself.'),
  blocking: clientError('BLOCKING', '4e2206ec-aa4f-4960-b865-6c23ac38e2d9', 'You are blocking that user.'),
  blocked: clientError('BLOCKED', 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0', 'You are blocked by that user.'),
  alreadyFollowing: clientError(
    'ALREADY_FOLLOWING',
    '35387507-38c7-4cb9-9197-300b93783fa0',
    'You are already following that user.',
  ),
  deleteNoSuchUser: clientError('NO_SUCH_USER', '5b12c78d-2b28-4dca-99d2-f56139b42ff8', 'No such user.'),
  deleteYourself: clientError('FOLLOWEE_IS_YOURSELF', 'd9e400b9-36b0-4808-b1d8-79e707f1296c', 'Followee is yourself.'),
  notFollowing: clientError(
    'NOT_FOLLOWING',
    '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
    'You are not following that user.',
  ),
  acceptNoSuchUser: clientError('NO_SUCH_USER', '66ce1645-d66c-46bb-8b79-96739af885bd', 'No such user.'),
  noFollowRequest: clientError('NO_FOLLOW_REQUEST', 'bcde4f8b-0913-4614-8881-614e522fb041', 'No follow request.'),
  rejectNoSuchUser: clientError('NO_SUCH_USER', 'abc2ffa6-25b2-4380-ba99-321ff3a94555', 'No such user.'),
  cancelNoSuchUser: clientError('NO_SUCH_USER', '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab', 'No such user.'),
  followRequestNotFound: clientError(
    'FOLLOW_REQUEST_NOT_FOUND',
    '089b125b-d338-482a-9a09-e2622ac9f8d4',
    'Follow request not found.',
  ),
};
