import { clientError } from '../errors';

/** Misskey's reversi errors, each with the id of the endpoint that raises it. */
export const reversiErrors = {
  noSuchUser: clientError('NO_SUCH_USER', '0b4f0559-b484-4e31-9581-3f73cee89b28', 'No such user.'),
  isYourself: clientError('TARGET_IS_YOURSELF', '96fd7bd6-d2bc-426c-a865-d055dcd2828e', 'Target user is yourself.'),
  noSuchGameToShow: clientError('NO_SUCH_GAME', 'f13a03db-fae1-46c9-87f3-43c8165419e1', 'No such game.'),
  noSuchGameToSurrender: clientError('NO_SUCH_GAME', 'ace0b11f-e0a6-4076-a30d-e8284c81b2df', 'No such game.'),
  alreadyEnded: clientError('ALREADY_ENDED', '6c2ad4a6-cbf1-4a5b-b187-b772826cfc6d', 'That game has already ended.'),
  accessDenied: clientError('ACCESS_DENIED', '6e04164b-a992-4c93-8489-2123069973e1', 'Access denied.'),
  noSuchGameToVerify: clientError('NO_SUCH_GAME', '8fb05624-b525-43dd-90f7-511852bdfeee', 'No such game.'),
};
