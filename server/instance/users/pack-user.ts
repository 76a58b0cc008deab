import type { entities } from 'misskey-js';
import { achievementsOf } from '../achievements';
import { Announcements } from '../announcements/announcements';
import { hasUnreadChat } from '../chat/chat-rows';
import { followSettingsOf } from '../following/follow-settings';
import type { Instance } from '../instance';
import { DEFAULT_EMAIL_NOTIFICATION_TYPES } from '../mail/email-notifications';
import { Roles } from '../roles/roles';
import { wornDecorations } from './avatar-decorations';
import { MutesAndBlocks } from './mutes-blocks';
import { pinnedNoteIds, pinnedNotesFor } from './pinned-notes';
import { canSeeRelations } from './relation-visibility';
import { securityKeyList } from './security-keys';
import { type TwoFactorState, twoFactorState } from './two-factor';
import { UserMemos } from './user-memos';
import { profileOf, type UserRow } from './user-row';

/** How recently someone must have been active to count as online (Misskey's USER_ONLINE_THRESHOLD). */
export const ONLINE_MS = 10 * 60 * 1000;
const ACTIVE_MS = 3 * 24 * 60 * 60 * 1000;

/** Misskey's online status: online within 10 minutes, active within 3 days. */
export function onlineStatus(row: UserRow, now = Date.now()): entities.UserLite['onlineStatus'] {
  if (profileOf(row).hideOnlineStatus) return 'unknown';
  if (row.last_active_at === null) return 'offline';
  const idle = now - row.last_active_at;
  return idle < ONLINE_MS ? 'online' : idle < ACTIVE_MS ? 'active' : 'offline';
}

function fileUrl(instance: Instance, fileId: string | null): string | null {
  if (!fileId) return null;
  const row = instance.db.prepare('SELECT storage_key FROM drive_files WHERE id = ?').get(fileId) as
    | { storage_key: string }
    | undefined;
  return row ? `${instance.url()}/files/${row.storage_key}` : null;
}

/** The user with this id as notes and lists show it (an owner of a Play, a clip, a page, a game). */
export function packUserLiteById(instance: Instance, userId: string): entities.UserLite {
  const row = instance.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
  return packUserLite(instance, row);
}

/** The user with this id in full, as another user sees it (the people of a report, of the moderation log). */
export function packUserDetailedById(instance: Instance, userId: string, viewerId: string): entities.UserDetailedNotMe {
  const row = instance.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
  return packUserDetailed(instance, row, viewerId) as entities.UserDetailedNotMe;
}

/** The user as every note and list shows it. */
export function packUserLite(instance: Instance, row: UserRow): entities.UserLite {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    host: null,
    avatarUrl:
      fileUrl(instance, row.avatar_file_id) ?? `${instance.url()}/identicon/${row.username}@${instance.host()}`,
    avatarBlurhash: null,
    avatarDecorations: wornDecorations(instance.db, row),
    isBot: row.is_bot === 1,
    isCat: row.is_cat === 1,
    emojis: {},
    onlineStatus: onlineStatus(row),
    badgeRoles: new Roles(instance).badgesOf(row),
  };
}

/**
 * How the viewer stands toward a user, as Misskey's getRelation gives it (users/relation; the
 * profile adds its own fields). Misskey's answer also carries its raw following row, which is in
 * no schema; this instance keeps no such row.
 */
export function userRelation(instance: Instance, viewerId: string, userId: string) {
  const follows = (a: string, b: string) =>
    instance.db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(a, b) !== undefined;
  const requested = (a: string, b: string) =>
    instance.db.prepare('SELECT 1 FROM follow_requests WHERE follower_id = ? AND followee_id = ?').get(a, b) !==
    undefined;
  const relations = new MutesAndBlocks(instance.db);
  return {
    id: userId,
    isFollowing: follows(viewerId, userId),
    hasPendingFollowRequestFromYou: requested(viewerId, userId),
    hasPendingFollowRequestToYou: requested(userId, viewerId),
    isFollowed: follows(userId, viewerId),
    isBlocking: relations.isBlocking(viewerId, userId),
    isBlocked: relations.isBlocking(userId, viewerId),
    isMuted: relations.isMuting(viewerId, userId),
    isRenoteMuted: relations.isRenoteMuting(viewerId, userId),
  };
}

/** How the viewer stands toward a user, as a profile shows it. */
export function relationOf(instance: Instance, viewerId: string, userId: string) {
  const { id: _id, ...relation } = userRelation(instance, viewerId, userId);
  const follow = followSettingsOf(instance.db, viewerId, userId);
  return { ...relation, notify: follow?.notify ?? ('none' as const), withReplies: follow?.withReplies ?? false };
}

function detailedPart(
  instance: Instance,
  row: UserRow,
  secondFactor: TwoFactorState = twoFactorState(instance.db, row.id),
): entities.UserDetailedNotMeOnly {
  const profile = profileOf(row);
  const secondFactorOn = secondFactor.enabled;
  return {
    url: null,
    uri: null,
    movedTo: null,
    alsoKnownAs: row.also_known_as === null ? null : (JSON.parse(row.also_known_as) as string[]),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    lastFetchedAt: null,
    bannerUrl: fileUrl(instance, row.banner_file_id),
    bannerBlurhash: null,
    isLocked: row.is_locked === 1,
    isSilenced: row.is_silenced === 1,
    isSuspended: row.is_suspended === 1,
    description: row.description,
    location: row.location,
    birthday: row.birthday,
    lang: row.lang,
    fields: JSON.parse(row.fields) as { name: string; value: string }[],
    verifiedLinks: [],
    followersCount: row.followers_count,
    followingCount: row.following_count,
    notesCount: row.notes_count,
    pinnedNoteIds: pinnedNoteIds(instance, row),
    pinnedNotes: [],
    pinnedPageId: null,
    pinnedPage: null,
    publicReactions: profile.publicReactions ?? true,
    followingVisibility: profile.followingVisibility ?? 'public',
    followersVisibility: profile.followersVisibility ?? 'public',
    chatScope: profile.chatScope ?? 'mutual',
    canChat: instance.policiesOf(row.id).chatAvailability === 'available',
    roles: new Roles(instance).publicRolesOf(row),
    followedMessage: profile.followedMessage ?? null,
    memo: null,
    twoFactorEnabled: secondFactorOn,
    usePasswordLessLogin: profile.usePasswordLessLogin ?? false,
    // Keys count only with a second factor on, as Misskey reports them.
    securityKeys: secondFactorOn && securityKeyList(instance.db, row.id).length > 0,
  };
}

/** A profile as a viewer (or a visitor) sees it. */
export function packUserDetailed(instance: Instance, row: UserRow, viewerId: string | null): entities.UserDetailed {
  const base = { ...packUserLite(instance, row), ...detailedPart(instance, row) };
  const viewer = () =>
    viewerId === null
      ? null
      : ((instance.db.prepare('SELECT * FROM users WHERE id = ?').get(viewerId) as UserRow | undefined) ?? null);
  // Counts the owner hides from this viewer come back as 0, as Misskey sends them.
  if (!canSeeRelations(instance.db, row, 'followers', viewer)) base.followersCount = 0;
  if (!canSeeRelations(instance.db, row, 'following', viewer)) base.followingCount = 0;
  base.pinnedNotes = pinnedNotesFor(instance, base.pinnedNoteIds, viewerId);
  if (viewerId === null) return base;
  // The viewer's own memo about the user: nobody else sees it.
  base.memo = new UserMemos(instance.db).of(viewerId, row.id);
  if (viewerId === row.id) return base;
  return { ...base, ...relationOf(instance, viewerId, row.id) };
}

/** The signed-in user's own account (the `i` endpoint). */
export function packMe(instance: Instance, row: UserRow): entities.MeDetailed {
  const profile = profileOf(row);
  const db = instance.db;
  const secondFactor = twoFactorState(db, row.id);
  const unread = (
    db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE notifiee_id = ? AND is_read = 0').get(row.id) as {
      n: number;
    }
  ).n;
  const pendingRequests =
    db.prepare('SELECT 1 FROM follow_requests WHERE followee_id = ? LIMIT 1').get(row.id) !== undefined;
  const announcements = new Announcements(instance);
  const unreadAnnouncements = announcements.unreadFor(row.id);
  const achievements = achievementsOf(db, row.id);
  const detailed = detailedPart(instance, row, secondFactor);
  const rights = new Roles(instance).rightsOf(row);
  return {
    ...packUserLite(instance, row),
    ...detailed,
    pinnedNotes: pinnedNotesFor(instance, detailed.pinnedNoteIds, row.id),
    avatarId: row.avatar_file_id,
    bannerId: row.banner_file_id,
    followedMessage: profile.followedMessage ?? null,
    isModerator: rights.isModerator,
    isAdmin: rights.isAdministrator,
    injectFeaturedNote: profile.injectFeaturedNote ?? true,
    receiveAnnouncementEmail: profile.receiveAnnouncementEmail ?? true,
    alwaysMarkNsfw: profile.alwaysMarkNsfw ?? false,
    autoSensitive: profile.autoSensitive ?? false,
    carefulBot: profile.carefulBot ?? false,
    autoAcceptFollowed: profile.autoAcceptFollowed ?? true,
    noCrawle: profile.noCrawle ?? false,
    preventAiLearning: profile.preventAiLearning ?? true,
    isExplorable: profile.isExplorable ?? true,
    isDeleted: row.is_deleted === 1,
    twoFactorBackupCodesStock: secondFactor.backupCodesStock,
    hideOnlineStatus: profile.hideOnlineStatus ?? false,
    hasUnreadSpecifiedNotes: false,
    hasUnreadMentions: false,
    hasUnreadAnnouncement: unreadAnnouncements.length > 0,
    unreadAnnouncements: unreadAnnouncements.map((a) => announcements.pack(a, row.id)),
    hasUnreadAntenna: false,
    hasUnreadChannel: false,
    hasUnreadChatMessages: hasUnreadChat(db, row.id),
    hasUnreadNotification: unread > 0,
    hasPendingReceivedFollowRequest: pendingRequests,
    unreadNotificationsCount: unread,
    mutedWords: profile.mutedWords ?? [],
    hardMutedWords: profile.hardMutedWords ?? [],
    mutedInstances: profile.mutedInstances ?? [],
    notificationRecieveConfig: (profile.notificationRecieveConfig ??
      {}) as entities.MeDetailed['notificationRecieveConfig'],
    emailNotificationTypes: profile.emailNotificationTypes ?? DEFAULT_EMAIL_NOTIFICATION_TYPES,
    achievements,
    loggedInDays: row.logged_in_days,
    policies: instance.policiesOf(row.id),
    twoFactorEnabled: secondFactor.enabled,
    usePasswordLessLogin: detailed.usePasswordLessLogin ?? false,
    securityKeys: detailed.securityKeys ?? false,
    securityKeysList: securityKeyList(db, row.id),
    email: row.email,
    emailVerified: row.email_verified === 1,
  };
}
