/** Every type spec 001 section 3 lists; the notifications extension renders them all. */
export const BUILTIN_TYPES = [
  'follow',
  'receiveFollowRequest',
  'followRequestAccepted',
  'mention',
  'reply',
  'renote',
  'renote:grouped',
  'quote',
  'reaction',
  'reaction:grouped',
  'pollEnded',
  'note',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'app',
  'test',
] as const;

/** A notification type the notifications extension draws itself. */
export type BuiltinType = (typeof BUILTIN_TYPES)[number];
