import type { entities } from 'misskey-js';
import type { AccountData } from './account-data/account-data';
import type { Ads } from './ads/ads';
import type { Announcements } from './announcements/announcements';
import type { Antennas } from './antennas/antennas';
import type { Apps } from './apps/apps';
import type { BackgroundJobs } from './background-jobs';
import type { BubbleGameRecords } from './bubble-game/records';
import type { Captcha } from './captcha';
import type { ChannelMutings } from './channels/channel-mutings';
import type { Channels } from './channels/channels';
import type { Charts } from './charts/chart-queries';
import type { Chat } from './chat/chat';
import type { Clips } from './clips/clips';
import type { Drive } from './drive/drive';
import type { AddressPolicy } from './drive/fetch-url';
import type { CustomEmojis } from './emojis/custom-emojis';
import type { KnownServers } from './federation/known-servers';
import type { Flashes } from './flashes/flashes';
import type { Following } from './following/following';
import type { Gallery } from './gallery/gallery';
import type { Instance } from './instance';
import type { UserLists } from './lists/user-lists';
import type { Mailer } from './mail/mailer';
import type { AbuseReports } from './moderation/abuse-reports';
import type { AdminUsers } from './moderation/admin-users';
import type { ModerationLog } from './moderation/moderation-log';
import type { SystemWebhooks } from './moderation/system-webhooks';
import type { NoteFavorites } from './notes/favorites';
import type { NoteDrafts } from './notes/note-drafts';
import type { NoteLookups } from './notes/note-lookups';
import type { ThreadMutings } from './notes/thread-mutings';
import type { Notifications } from './notifications/notifications';
import type { Packers } from './packers';
import type { Pages } from './pages/pages';
import type { PushSubscriptions } from './push/push-subscriptions';
import type { Reactions } from './reactions/reactions';
import type { Reversi } from './reversi/reversi';
import type { Roles } from './roles/roles';
import type { Translator } from './translation/translator';
import type { Accounts } from './users/accounts';
import type { AvatarDecorations } from './users/avatar-decorations';
import type { Explore } from './users/explore';
import type { InviteStore } from './users/invite-store';
import type { MutesAndBlocks } from './users/mutes-blocks';
import type { SecurityKeys } from './users/security-keys';
import type { TwoFactor } from './users/two-factor';
import type { UserIps } from './users/user-ips';
import type { UserMemos } from './users/user-memos';
import type { UserText } from './users/user-text';
import type { Users } from './users/users';
import type { Webhooks } from './webhooks/webhooks';

/** The parts of one instance its endpoints work with, made once and handed to every call. */
export interface Services {
  instance: Instance;
  /** Turns rows into Misskey's entities (notes, users, drive, chat, emoji, role members). */
  pack: Packers;
  /** Finds notes and pages of them, writes and removes them. */
  notes: NoteLookups;
  /** Reads what people write: MFM within bounds, profile hashtags, word lists. */
  text: UserText;
  /** Invitation codes: made, used, listed and withdrawn. */
  invites: InviteStore;
  /** Answers the account as `i` does after a change, telling its open clients (meUpdated). */
  announceMeUpdated(userId: string): entities.MeDetailed;
  users: Users;
  /** Signing up and in, passwords, email, deletion and achievements of an account. */
  accounts: Accounts;
  /** The moderators' view of accounts: finding, showing, suspending. */
  adminUsers: AdminUsers;
  /** What the explore page lists: accounts, hashtags and their trends. */
  explore: Explore;
  /** The charts of notes, users, drive and activity. */
  charts: Charts;
  /** Exports and imports of an account's data. */
  accountData: AccountData;
  /** Registered apps and their authorization sessions. */
  apps: Apps;
  /** Second factors: TOTP secrets and backup codes. */
  twoFactor: TwoFactor;
  notifications: Notifications;
  /** The browsers' push subscriptions (sw/register), delivered to as notifications come. */
  push: PushSubscriptions;
  following: Following;
  /** Who mutes or blocks whom (notes, renotes and users). */
  mutesAndBlocks: MutesAndBlocks;
  reactions: Reactions;
  drive: Drive;
  /** Users' webhooks, sent as their events happen. */
  webhooks: Webhooks;
  /** Security keys and passkeys (WebAuthn). */
  securityKeys: SecurityKeys;
  /** The decorations offered for avatars. */
  avatarDecorations: AvatarDecorations;
  /** Sends the instance's email (verification, password resets, notifications). */
  mailer: Mailer;
  /** Which addresses URL uploads may fetch from. */
  addresses: AddressPolicy;
  /** Lists of users and their memberships. */
  lists: UserLists;
  /** Clips of notes, their notes and favourites. */
  clips: Clips;
  /** Notes people marked as favourites. */
  favorites: NoteFavorites;
  /** Threads people muted (their replies and mentions notify them no more). */
  threadMutings: ThreadMutings;
  /** Note drafts kept on the server (notes/drafts/*). */
  noteDrafts: NoteDrafts;
  /** The addresses accounts called the API from (admin/get-user-ips). */
  userIps: UserIps;
  /** The captchas sign-up and sign-in ask for (the meta's captcha settings). */
  captcha: Captcha;
  /** Channels people muted (their notes leave those people's timelines). */
  channelMutings: ChannelMutings;
  /** The private memos people keep about other users. */
  memos: UserMemos;
  /** Antennas and the notes they caught. */
  antennas: Antennas;
  /** Channels, their followers and favourites. */
  channels: Channels;
  /** Roles, their members and the policies they give. */
  roles: Roles;
  /** The moderators' announcements and who has read them. */
  announcements: Announcements;
  /** Chat messages between users and in rooms, rooms and their members. */
  chat: Chat;
  /** The moderators' ads, and those running now. */
  ads: Ads;
  /** The other servers this one knows, and what moderators decided about them. */
  knownServers: KnownServers;
  /** Play: published AiScript programs and their likes. */
  flashes: Flashes;
  /** Gallery posts of drive files and their likes. */
  gallery: Gallery;
  /** Pages of blocks and their likes. */
  pages: Pages;
  /** The server's custom emoji as their managers change them. */
  customEmojis: CustomEmojis;
  /** Reversi: matching, games and their moves. */
  reversi: Reversi;
  /** The bubble game's records and rankings. */
  bubbleGame: BubbleGameRecords;
  /** Users' reports of other users, for the moderators. */
  abuseReports: AbuseReports;
  /** What moderators did. */
  moderationLog: ModerationLog;
  /** The background work (exports, imports, account deletions) and its counts. */
  jobs: BackgroundJobs;
  /** The server's own webhooks and who hears of abuse reports. */
  systemWebhooks: SystemWebhooks;
  /** Translates notes with the translator the control panel set (notes/translate). */
  translator: Translator;
  /** Empties the instance (the test-only reset-db endpoint). */
  resetForTests(): void;
}
