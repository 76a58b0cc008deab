/** The notification types of Misskey's list, which the filter menu can hide, in its order. */
export const FILTERABLE_TYPES = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'app',
] as const;

/**
 * Every type spec 001 section 3 lists; the notifications extension renders them all: the
 * filterable ones, the grouped forms of the list, and the test notification.
 */
export const BUILTIN_TYPES = [...FILTERABLE_TYPES, 'renote:grouped', 'reaction:grouped', 'test'] as const;

/** A notification type the notifications extension draws itself. */
export type BuiltinType = (typeof BUILTIN_TYPES)[number];
