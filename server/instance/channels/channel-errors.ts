import { clientError } from '../errors';

const noSuchChannel = (id: string) => clientError('NO_SUCH_CHANNEL', id, 'No such channel.');

/** Misskey's channel errors; each endpoint words a missing channel with its own id. */
export const channelErrors = {
  noSuchFileToCreate: clientError('NO_SUCH_FILE', 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050', 'No such file.'),
  noSuchChannelToFavorite: noSuchChannel('4938f5f3-6167-4c04-9149-6607b7542861'),
  noSuchChannelToFollow: noSuchChannel('c0031718-d573-4e85-928e-10039f1fbb68'),
  noSuchChannelToShow: noSuchChannel('6f6c314b-7486-4897-8966-c04a66a02923'),
  noSuchChannelForTimeline: noSuchChannel('4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f'),
  noSuchChannelToUnfavorite: noSuchChannel('353c68dd-131a-476c-aa99-88a345e83668'),
  noSuchChannelToUnfollow: noSuchChannel('19959ee9-0153-4c51-bbd9-a98c49dc59d6'),
  noSuchChannelToUpdate: noSuchChannel('f9c5467f-d492-4c3c-9a8d-a70dacc86512'),
  accessDenied: clientError(
    'ACCESS_DENIED',
    '1fb7cb09-d46a-4fdf-b8df-057788cce513',
    'You do not have edit privilege of the channel.',
  ),
  noSuchFileToUpdate: clientError('NO_SUCH_FILE', 'e86c14a4-0da2-4032-8df3-e737a04c7f3b', 'No such file.'),
};
