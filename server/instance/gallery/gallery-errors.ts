import { clientError } from '../errors';

const noSuchPost = (id: string) => clientError('NO_SUCH_POST', id, 'No such post.');

/** Misskey's gallery errors; each endpoint words a missing post with its own id. */
export const galleryErrors = {
  noSuchPostToShow: noSuchPost('1137bf14-c5b0-4604-85bb-5b5371b1cd45'),
  noSuchPostToDelete: noSuchPost('ae52f367-4bd7-4ecd-afc6-5672fff427f5'),
  noSuchPostToLike: noSuchPost('56c06af3-1287-442f-9701-c93f7c4a62ff'),
  yourPost: clientError('YOUR_POST', 'f78f1511-5ebc-4478-a888-1198d752da68', 'You cannot like your post.'),
  alreadyLiked: clientError(
    'ALREADY_LIKED',
    '40e9ed56-a59c-473a-bf3f-f289c54fb5a7',
    'The post has already been liked.',
  ),
  noSuchPostToUnlike: noSuchPost('c32e6dd0-b555-4413-925e-b3757d19ed84'),
  notLiked: clientError('NOT_LIKED', 'e3e8e06e-be37-41f7-a5b4-87a8250288f0', 'You have not liked that post.'),
};
