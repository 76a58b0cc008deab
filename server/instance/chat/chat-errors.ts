import { clientError } from '../errors';

const noSuchRoom = (id: string) => clientError('NO_SUCH_ROOM', id, 'No such room.');
const noSuchMessage = (id: string) => clientError('NO_SUCH_MESSAGE', id, 'No such message.');
const noSuchFile = (id: string) => clientError('NO_SUCH_FILE', id, 'No such file.');
const contentRequired = (id: string) =>
  clientError('CONTENT_REQUIRED', id, 'Content required. You need to set text or fileId.');

/** Misskey's chat errors; each endpoint words a missing room or message with its own id. */
export const chatErrors = {
  recipientIsYourself: clientError(
    'RECIPIENT_IS_YOURSELF',
    '17e2ba79-e22a-4cbc-bf91-d327643f4a7e',
    'You can not send a message to yourself.',
  ),
  /** create-to-user and user-timeline answer with the same id. */
  noSuchUser: clientError('NO_SUCH_USER', '11795c64-40ea-4198-b06e-3c873ed9039d', 'No such user.'),
  noSuchFileToUser: noSuchFile('4372b8e2-185d-4146-8749-2f68864a3e5f'),
  noSuchFileToRoom: noSuchFile('b6accbd3-1d7b-4d9f-bdb7-eb185bac06db'),
  contentRequiredToUser: contentRequired('25587321-b0e6-449c-9239-f8925092942c'),
  contentRequiredToRoom: contentRequired('340517b7-6d04-42c0-bac1-37ee804e3594'),
  youHaveBeenBlocked: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    'c15a5199-7422-4968-941a-2a462c478f7d',
    'You cannot send a message because you have been blocked by this user.',
  ),
  /**
   * The recipient takes no messages from the sender (their chatScope, or chat off by their role).
   * Misskey has no declared error for this and answers INTERNAL_ERROR; ours says what happened.
   */
  recipientCannotChat: clientError(
    'RECIPIENT_CANNOT_CHAT',
    'a6a9c1f2-5b0e-4c55-9f3e-2d1f0c7b8e41',
    'The recipient does not accept chat messages from you.',
  ),
  noSuchRoomToSend: noSuchRoom('8098520d-2da5-4e8f-8ee1-df78b55a4ec6'),
  noSuchRoomForTimeline: noSuchRoom('c4d9f88c-9270-4632-b032-6ed8cee36f7f'),
  noSuchRoomToSearch: noSuchRoom('460b3669-81b0-4dc9-a997-44442141bf83'),
  noSuchRoomToUpdate: noSuchRoom('fcdb0f92-bda6-47f9-bd05-343e0e020932'),
  noSuchRoomToDelete: noSuchRoom('d4e3753d-97bf-4a19-ab8e-21080fbc0f4b'),
  noSuchRoomToShow: noSuchRoom('857ae02f-8759-4d20-9adb-6e95fffe4fd7'),
  noSuchRoomForMembers: noSuchRoom('7b9fe84c-eafc-4d21-bf89-485458ed2c18'),
  noSuchRoomToInvite: noSuchRoom('916f9507-49ba-4e90-b57f-1fd4deaa47a5'),
  noSuchRoomForOutbox: noSuchRoom('a3c6b309-9717-4316-ae94-a69b53437237'),
  noSuchRoomToJoin: noSuchRoom('84416476-5ce8-4a2c-b568-9569f1b10733'),
  noSuchRoomToLeave: noSuchRoom('cb7f3179-50e8-4389-8c30-dbe2650a67c9'),
  noSuchRoomToMute: noSuchRoom('c2cde4eb-8d0f-42f1-8f2f-c4d6bfc8e5df'),
  noSuchRoomToIgnore: noSuchRoom('5130557e-5a11-4cfb-9cc5-fe60cda5de0d'),
  noSuchMessageToDelete: noSuchMessage('36b67f0e-66a6-414b-83df-992a55294f17'),
  noSuchMessageToReact: noSuchMessage('9b5839b9-0ba0-4351-8c35-37082093d200'),
  noSuchMessageToUnreact: noSuchMessage('c39ea42f-e3ca-428a-ad57-390e0a711595'),
  noSuchMessageToShow: noSuchMessage('3710865b-1848-4da9-8d61-cfed15510b93'),
  /** Misskey fails these with INTERNAL_ERROR; ours are client errors that say why. */
  invalidReaction: clientError('INVALID_REACTION', 'e3b0a4f6-7f3d-4c1e-9a51-6c0d2b8f4a17', 'No such emoji.'),
  cannotReact: clientError(
    'CANNOT_REACT',
    '5d1c8b2e-0a47-4f63-b9e1-3f7a6c2d9e58',
    'You can react only to messages sent to you or to your rooms, not to your own.',
  ),
  tooManyReactions: clientError(
    'TOO_MANY_REACTIONS',
    '9c7e2d41-6b35-4a08-8f1d-2e5b7a3c6d90',
    'This message has too many reactions.',
  ),
  alreadyMember: clientError(
    'ALREADY_MEMBER',
    '2f4e6a81-3c5d-4b79-a0e2-8d1f5c7b3e64',
    'That user is already a member.',
  ),
  alreadyInvited: clientError(
    'ALREADY_INVITED',
    '7a3d5f2c-1e84-4b06-9c7a-5e2d8f1b4a39',
    'That user is already invited.',
  ),
  roomIsFull: clientError('ROOM_IS_FULL', 'b4e1c7a2-9d58-4f3e-8a60-1c5e3d7f2b94', 'The room is full.'),
  noSuchUserToInvite: clientError('NO_SUCH_USER', '0e5b7c3a-4d21-4f86-9b1e-6a8c2f5d3e70', 'No such user.'),
  cannotInviteYourself: clientError(
    'CANNOT_INVITE_YOURSELF',
    'd81f3a6c-5e27-4b90-8c4d-2a7e1f6b9c35',
    'You cannot invite yourself.',
  ),
};
