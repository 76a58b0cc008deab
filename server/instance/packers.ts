import { packAd } from './ads/ads';
import { bindFirst } from './bind-first';
import {
  packInvitations,
  packMemberships,
  packMessageDetailed,
  packMessageFor1on1,
  packMessagesDetailed,
  packMessagesForRoom,
  packRoom,
  packRooms,
} from './chat/chat-pack';
import { packFolder } from './drive/folders';
import { packDriveFile } from './drive/pack-file';
import { emojiUrl, packEmojiDetailed, packEmojiDetailedAdmin } from './emojis/pack-emoji';
import type { Instance } from './instance';
import { packReport } from './moderation/pack-report';
import { packNote, packNotes } from './notes/pack-note';
import { packGameLite } from './reversi/pack-game';
import { packAssignments } from './roles/pack-assignments';
import { packDecoration } from './users/avatar-decorations';
import { packInvite } from './users/invites';
import {
  packMe,
  packUserDetailed,
  packUserDetailedById,
  packUserLite,
  packUserLiteById,
  userRelation,
} from './users/pack-user';
import { packSignin } from './users/signins';
import { packWebhook } from './webhooks/webhooks';

/**
 * The ways rows become Misskey's entities, bound to one instance: endpoints pack what they answer
 * through `ctx.services.pack` rather than importing the packing modules.
 */
export function packersOf(instance: Instance) {
  const bind = bindFirst(instance);
  return {
    note: bind(packNote),
    notes: bind(packNotes),
    userLite: bind(packUserLite),
    userLiteById: bind(packUserLiteById),
    /** Misskey's users/relation answer: who follows, mutes and blocks whom. */
    userRelation: bind(userRelation),
    userDetailed: bind(packUserDetailed),
    userDetailedById: bind(packUserDetailedById),
    me: bind(packMe),
    driveFile: bind(packDriveFile),
    folder: bind(packFolder),
    chatMessageFor1on1: bind(packMessageFor1on1),
    chatMessagesForRoom: bind(packMessagesForRoom),
    chatMessageDetailed: bind(packMessageDetailed),
    chatMessagesDetailed: bind(packMessagesDetailed),
    chatRoom: bind(packRoom),
    chatRooms: bind(packRooms),
    chatInvitations: bind(packInvitations),
    chatMemberships: bind(packMemberships),
    emojiDetailed: bind(packEmojiDetailed),
    emojiDetailedAdmin: bind(packEmojiDetailedAdmin),
    emojiUrl: bind(emojiUrl),
    reversiGameLite: bind(packGameLite),
    roleAssignments: bind(packAssignments),
    abuseReport: bind(packReport),
    invite: bind(packInvite),
    // These need no instance.
    ad: packAd,
    avatarDecoration: packDecoration,
    signin: packSignin,
    webhook: packWebhook,
  };
}

/** The instance's packers (see packersOf). */
export type Packers = ReturnType<typeof packersOf>;
