/** A users row as stored. */
export interface UserRow {
  id: string;
  username: string;
  username_lower: string;
  name: string | null;
  description: string | null;
  created_at: number;
  updated_at: number | null;
  password_hash: string | null;
  is_admin: number;
  is_moderator: number;
  is_bot: number;
  is_cat: number;
  is_locked: number;
  is_silenced: number;
  is_suspended: number;
  /** Deleted by its owner: kept so the name is never reused, everything else gone. */
  is_deleted: number;
  avatar_file_id: string | null;
  banner_file_id: string | null;
  location: string | null;
  birthday: string | null;
  lang: string | null;
  fields: string;
  profile: string;
  notes_count: number;
  followers_count: number;
  following_count: number;
  last_active_at: number | null;
  /** On how many days the account fetched itself (`i`), as Misskey counts loggedInDays. */
  logged_in_days: number;
  /** The last of those days, YYYY-MM-DD in the server's time zone. */
  last_logged_in_day: string | null;
  /** The hashtags of the description, lower-cased (Misskey's user tags). */
  tags: string;
  /** What moderators noted about the account, seen only by them. */
  moderation_note: string;
  /** The account's email address, verified or not, and the code of the link that verifies it. */
  email: string | null;
  email_verified: number;
  email_verify_code: string | null;
  /** The accounts this one says it also is (their URIs, as JSON), which may move here. */
  also_known_as: string | null;
  /** The decorations worn on the avatar, with their placement (JSON, see AvatarDecorations). */
  avatar_decorations: string;
}

/** Settings kept as JSON in users.profile (what i/update changes beyond the columns). */
export interface UserProfile {
  followingVisibility?: 'public' | 'followers' | 'private';
  followersVisibility?: 'public' | 'followers' | 'private';
  publicReactions?: boolean;
  autoAcceptFollowed?: boolean;
  hideOnlineStatus?: boolean;
  isExplorable?: boolean;
  noCrawle?: boolean;
  preventAiLearning?: boolean;
  alwaysMarkNsfw?: boolean;
  autoSensitive?: boolean;
  carefulBot?: boolean;
  injectFeaturedNote?: boolean;
  receiveAnnouncementEmail?: boolean;
  followedMessage?: string | null;
  mutedWords?: string[][];
  hardMutedWords?: string[][];
  mutedInstances?: string[];
  emailNotificationTypes?: string[];
  /** From whom each notification type is received (Misskey's notificationRecieveConfig). */
  notificationRecieveConfig?: Record<string, unknown>;
  pinnedNoteIds?: string[];
  chatScope?: 'everyone' | 'following' | 'followers' | 'mutual' | 'none';
  /** Signing in with a security key alone, without the password. */
  usePasswordLessLogin?: boolean;
}

export const profileOf = (row: UserRow): UserProfile => JSON.parse(row.profile) as UserProfile;
