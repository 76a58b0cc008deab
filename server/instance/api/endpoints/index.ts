// The local instance's endpoints, one file each, named as Misskey names them. Written by
// scripts/endpoint-index.ts; endpoint-files.test.ts checks it against the folder.
import type { AnyEndpoint } from '../endpoint';
import adminAccountsCreate from './admin/accounts/create';
import adminAdCreate from './admin/ad/create';
import adminAdDelete from './admin/ad/delete';
import adminAdList from './admin/ad/list';
import adminAdUpdate from './admin/ad/update';
import adminAnnouncementsCreate from './admin/announcements/create';
import adminAnnouncementsDelete from './admin/announcements/delete';
import adminAnnouncementsList from './admin/announcements/list';
import adminAnnouncementsUpdate from './admin/announcements/update';
import adminAvatarDecorationsCreate from './admin/avatar-decorations/create';
import adminAvatarDecorationsDelete from './admin/avatar-decorations/delete';
import adminAvatarDecorationsList from './admin/avatar-decorations/list';
import adminAvatarDecorationsUpdate from './admin/avatar-decorations/update';
import adminInviteCreate from './admin/invite/create';
import adminInviteList from './admin/invite/list';
import adminRolesAssign from './admin/roles/assign';
import adminRolesCreate from './admin/roles/create';
import adminRolesDelete from './admin/roles/delete';
import adminRolesList from './admin/roles/list';
import adminRolesShow from './admin/roles/show';
import adminRolesUnassign from './admin/roles/unassign';
import adminRolesUpdate from './admin/roles/update';
import adminRolesUpdateDefaultPolicies from './admin/roles/update-default-policies';
import adminRolesUsers from './admin/roles/users';
import adminUpdateMeta from './admin/update-meta';
import announcements from './announcements';
import announcementsShow from './announcements/show';
import antennasCreate from './antennas/create';
import antennasDelete from './antennas/delete';
import antennasList from './antennas/list';
import antennasNotes from './antennas/notes';
import antennasShow from './antennas/show';
import antennasUpdate from './antennas/update';
import apShow from './ap/show';
import appCreate from './app/create';
import appShow from './app/show';
import authAccept from './auth/accept';
import authSessionGenerate from './auth/session/generate';
import authSessionShow from './auth/session/show';
import authSessionUserkey from './auth/session/userkey';
import blockingCreate from './blocking/create';
import blockingDelete from './blocking/delete';
import blockingList from './blocking/list';
import channelsCreate from './channels/create';
import channelsFavorite from './channels/favorite';
import channelsFeatured from './channels/featured';
import channelsFollow from './channels/follow';
import channelsFollowed from './channels/followed';
import channelsMyFavorites from './channels/my-favorites';
import channelsOwned from './channels/owned';
import channelsSearch from './channels/search';
import channelsShow from './channels/show';
import channelsTimeline from './channels/timeline';
import channelsUnfavorite from './channels/unfavorite';
import channelsUnfollow from './channels/unfollow';
import channelsUpdate from './channels/update';
import chartsActiveUsers from './charts/active-users';
import chartsDrive from './charts/drive';
import chartsNotes from './charts/notes';
import chartsUserDrive from './charts/user/drive';
import chartsUserFollowing from './charts/user/following';
import chartsUserNotes from './charts/user/notes';
import chartsUserPv from './charts/user/pv';
import chartsUserReactions from './charts/user/reactions';
import chartsUsers from './charts/users';
import chatHistory from './chat/history';
import chatMessagesCreateToRoom from './chat/messages/create-to-room';
import chatMessagesCreateToUser from './chat/messages/create-to-user';
import chatMessagesDelete from './chat/messages/delete';
import chatMessagesReact from './chat/messages/react';
import chatMessagesRoomTimeline from './chat/messages/room-timeline';
import chatMessagesSearch from './chat/messages/search';
import chatMessagesShow from './chat/messages/show';
import chatMessagesUnreact from './chat/messages/unreact';
import chatMessagesUserTimeline from './chat/messages/user-timeline';
import chatReadAll from './chat/read-all';
import chatRoomsCreate from './chat/rooms/create';
import chatRoomsDelete from './chat/rooms/delete';
import chatRoomsInvitationsCreate from './chat/rooms/invitations/create';
import chatRoomsInvitationsIgnore from './chat/rooms/invitations/ignore';
import chatRoomsInvitationsInbox from './chat/rooms/invitations/inbox';
import chatRoomsInvitationsOutbox from './chat/rooms/invitations/outbox';
import chatRoomsJoin from './chat/rooms/join';
import chatRoomsJoining from './chat/rooms/joining';
import chatRoomsLeave from './chat/rooms/leave';
import chatRoomsMembers from './chat/rooms/members';
import chatRoomsMute from './chat/rooms/mute';
import chatRoomsOwned from './chat/rooms/owned';
import chatRoomsShow from './chat/rooms/show';
import chatRoomsUpdate from './chat/rooms/update';
import clipsAddNote from './clips/add-note';
import clipsCreate from './clips/create';
import clipsDelete from './clips/delete';
import clipsFavorite from './clips/favorite';
import clipsList from './clips/list';
import clipsMyFavorites from './clips/my-favorites';
import clipsNotes from './clips/notes';
import clipsRemoveNote from './clips/remove-note';
import clipsShow from './clips/show';
import clipsUnfavorite from './clips/unfavorite';
import clipsUpdate from './clips/update';
import drive from './drive';
import driveFiles from './drive/files';
import driveFilesAttachedNotes from './drive/files/attached-notes';
import driveFilesCheckExistence from './drive/files/check-existence';
import driveFilesCreate from './drive/files/create';
import driveFilesDelete from './drive/files/delete';
import driveFilesFind from './drive/files/find';
import driveFilesFindByHash from './drive/files/find-by-hash';
import driveFilesMoveBulk from './drive/files/move-bulk';
import driveFilesShow from './drive/files/show';
import driveFilesUpdate from './drive/files/update';
import driveFilesUploadFromUrl from './drive/files/upload-from-url';
import driveFolders from './drive/folders';
import driveFoldersCreate from './drive/folders/create';
import driveFoldersDelete from './drive/folders/delete';
import driveFoldersFind from './drive/folders/find';
import driveFoldersShow from './drive/folders/show';
import driveFoldersUpdate from './drive/folders/update';
import driveStream from './drive/stream';
import emailAddressAvailable from './email-address/available';
import emoji from './emoji';
import emojis from './emojis';
import fetchExternalResources from './fetch-external-resources';
import flashCreate from './flash/create';
import flashDelete from './flash/delete';
import flashFeatured from './flash/featured';
import flashLike from './flash/like';
import flashMy from './flash/my';
import flashMyLikes from './flash/my-likes';
import flashSearch from './flash/search';
import flashShow from './flash/show';
import flashUnlike from './flash/unlike';
import flashUpdate from './flash/update';
import followingCreate from './following/create';
import followingDelete from './following/delete';
import followingRequestsAccept from './following/requests/accept';
import followingRequestsCancel from './following/requests/cancel';
import followingRequestsList from './following/requests/list';
import followingRequestsReject from './following/requests/reject';
import followingRequestsSent from './following/requests/sent';
import getAvatarDecorations from './get-avatar-decorations';
import getOnlineUsersCount from './get-online-users-count';
import hashtagsList from './hashtags/list';
import hashtagsShow from './hashtags/show';
import hashtagsTrend from './hashtags/trend';
import hashtagsUsers from './hashtags/users';
import i from './i';
import i2faDone from './i/2fa/done';
import i2faKeyDone from './i/2fa/key-done';
import i2faPasswordLess from './i/2fa/password-less';
import i2faRegister from './i/2fa/register';
import i2faRegisterKey from './i/2fa/register-key';
import i2faRemoveKey from './i/2fa/remove-key';
import i2faUnregister from './i/2fa/unregister';
import i2faUpdateKey from './i/2fa/update-key';
import iApps from './i/apps';
import iAuthorizedApps from './i/authorized-apps';
import iChangePassword from './i/change-password';
import iClaimAchievement from './i/claim-achievement';
import iDeleteAccount from './i/delete-account';
import iExportBlocking from './i/export-blocking';
import iExportFollowing from './i/export-following';
import iExportMute from './i/export-mute';
import iExportNotes from './i/export-notes';
import iFavorites from './i/favorites';
import iImportBlocking from './i/import-blocking';
import iImportFollowing from './i/import-following';
import iImportMuting from './i/import-muting';
import iMove from './i/move';
import iNotifications from './i/notifications';
import iNotificationsGrouped from './i/notifications-grouped';
import iPin from './i/pin';
import iReadAnnouncement from './i/read-announcement';
import iRegistryGet from './i/registry/get';
import iRegistryGetAll from './i/registry/get-all';
import iRegistryGetDetail from './i/registry/get-detail';
import iRegistryKeys from './i/registry/keys';
import iRegistryKeysWithType from './i/registry/keys-with-type';
import iRegistryRemove from './i/registry/remove';
import iRegistryScopesWithDomain from './i/registry/scopes-with-domain';
import iRegistrySet from './i/registry/set';
import iRevokeToken from './i/revoke-token';
import iSigninHistory from './i/signin-history';
import iUnpin from './i/unpin';
import iUpdate from './i/update';
import iUpdateEmail from './i/update-email';
import iWebhooksCreate from './i/webhooks/create';
import iWebhooksDelete from './i/webhooks/delete';
import iWebhooksList from './i/webhooks/list';
import iWebhooksShow from './i/webhooks/show';
import iWebhooksTest from './i/webhooks/test';
import iWebhooksUpdate from './i/webhooks/update';
import inviteCreate from './invite/create';
import inviteDelete from './invite/delete';
import inviteLimit from './invite/limit';
import inviteList from './invite/list';
import meta from './meta';
import miauthGenToken from './miauth/gen-token';
import muteCreate from './mute/create';
import muteDelete from './mute/delete';
import muteList from './mute/list';
import notesChildren from './notes/children';
import notesClips from './notes/clips';
import notesCreate from './notes/create';
import notesDelete from './notes/delete';
import notesFavoritesCreate from './notes/favorites/create';
import notesFavoritesDelete from './notes/favorites/delete';
import notesFeatured from './notes/featured';
import notesGlobalTimeline from './notes/global-timeline';
import notesHybridTimeline from './notes/hybrid-timeline';
import notesLocalTimeline from './notes/local-timeline';
import notesMentions from './notes/mentions';
import notesPollsVote from './notes/polls/vote';
import notesReactions from './notes/reactions';
import notesReactionsCreate from './notes/reactions/create';
import notesReactionsDelete from './notes/reactions/delete';
import notesRenotes from './notes/renotes';
import notesSearch from './notes/search';
import notesSearchByTag from './notes/search-by-tag';
import notesShow from './notes/show';
import notesState from './notes/state';
import notesTimeline from './notes/timeline';
import notesUserListTimeline from './notes/user-list-timeline';
import notificationsCreate from './notifications/create';
import notificationsFlush from './notifications/flush';
import notificationsMarkAllAsRead from './notifications/mark-all-as-read';
import notificationsTestNotification from './notifications/test-notification';
import ping from './ping';
import pinnedUsers from './pinned-users';
import renoteMuteCreate from './renote-mute/create';
import renoteMuteDelete from './renote-mute/delete';
import renoteMuteList from './renote-mute/list';
import requestResetPassword from './request-reset-password';
import resetDb from './reset-db';
import resetPassword from './reset-password';
import rolesList from './roles/list';
import rolesNotes from './roles/notes';
import rolesShow from './roles/show';
import rolesUsers from './roles/users';
import serverInfo from './server-info';
import signinFlow from './signin-flow';
import signinWithPasskey from './signin-with-passkey';
import signup from './signup';
import signupPending from './signup-pending';
import stats from './stats';
import users from './users';
import usersAchievements from './users/achievements';
import usersClips from './users/clips';
import usersFlashs from './users/flashs';
import usersFollowers from './users/followers';
import usersFollowing from './users/following';
import usersGetFrequentlyRepliedUsers from './users/get-frequently-replied-users';
import usersListsCreate from './users/lists/create';
import usersListsCreateFromPublic from './users/lists/create-from-public';
import usersListsDelete from './users/lists/delete';
import usersListsFavorite from './users/lists/favorite';
import usersListsGetMemberships from './users/lists/get-memberships';
import usersListsList from './users/lists/list';
import usersListsPull from './users/lists/pull';
import usersListsPush from './users/lists/push';
import usersListsShow from './users/lists/show';
import usersListsUnfavorite from './users/lists/unfavorite';
import usersListsUpdate from './users/lists/update';
import usersListsUpdateMembership from './users/lists/update-membership';
import usersNotes from './users/notes';
import usersSearch from './users/search';
import usersSearchByUsernameAndHost from './users/search-by-username-and-host';
import usersShow from './users/show';

/** Every endpoint a running instance answers. */
export const endpoints: readonly AnyEndpoint[] = [
  adminAccountsCreate,
  adminAdCreate,
  adminAdDelete,
  adminAdList,
  adminAdUpdate,
  adminAnnouncementsCreate,
  adminAnnouncementsDelete,
  adminAnnouncementsList,
  adminAnnouncementsUpdate,
  adminAvatarDecorationsCreate,
  adminAvatarDecorationsDelete,
  adminAvatarDecorationsList,
  adminAvatarDecorationsUpdate,
  adminInviteCreate,
  adminInviteList,
  adminRolesAssign,
  adminRolesCreate,
  adminRolesDelete,
  adminRolesList,
  adminRolesShow,
  adminRolesUnassign,
  adminRolesUpdate,
  adminRolesUpdateDefaultPolicies,
  adminRolesUsers,
  adminUpdateMeta,
  announcements,
  announcementsShow,
  antennasCreate,
  antennasDelete,
  antennasList,
  antennasNotes,
  antennasShow,
  antennasUpdate,
  apShow,
  appCreate,
  appShow,
  authAccept,
  authSessionGenerate,
  authSessionShow,
  authSessionUserkey,
  blockingCreate,
  blockingDelete,
  blockingList,
  channelsCreate,
  channelsFavorite,
  channelsFeatured,
  channelsFollow,
  channelsFollowed,
  channelsMyFavorites,
  channelsOwned,
  channelsSearch,
  channelsShow,
  channelsTimeline,
  channelsUnfavorite,
  channelsUnfollow,
  channelsUpdate,
  chartsActiveUsers,
  chartsDrive,
  chartsNotes,
  chartsUserDrive,
  chartsUserFollowing,
  chartsUserNotes,
  chartsUserPv,
  chartsUserReactions,
  chartsUsers,
  chatHistory,
  chatMessagesCreateToRoom,
  chatMessagesCreateToUser,
  chatMessagesDelete,
  chatMessagesReact,
  chatMessagesRoomTimeline,
  chatMessagesSearch,
  chatMessagesShow,
  chatMessagesUnreact,
  chatMessagesUserTimeline,
  chatReadAll,
  chatRoomsCreate,
  chatRoomsDelete,
  chatRoomsInvitationsCreate,
  chatRoomsInvitationsIgnore,
  chatRoomsInvitationsInbox,
  chatRoomsInvitationsOutbox,
  chatRoomsJoin,
  chatRoomsJoining,
  chatRoomsLeave,
  chatRoomsMembers,
  chatRoomsMute,
  chatRoomsOwned,
  chatRoomsShow,
  chatRoomsUpdate,
  clipsAddNote,
  clipsCreate,
  clipsDelete,
  clipsFavorite,
  clipsList,
  clipsMyFavorites,
  clipsNotes,
  clipsRemoveNote,
  clipsShow,
  clipsUnfavorite,
  clipsUpdate,
  drive,
  driveFiles,
  driveFilesAttachedNotes,
  driveFilesCheckExistence,
  driveFilesCreate,
  driveFilesDelete,
  driveFilesFind,
  driveFilesFindByHash,
  driveFilesMoveBulk,
  driveFilesShow,
  driveFilesUpdate,
  driveFilesUploadFromUrl,
  driveFolders,
  driveFoldersCreate,
  driveFoldersDelete,
  driveFoldersFind,
  driveFoldersShow,
  driveFoldersUpdate,
  driveStream,
  emailAddressAvailable,
  emoji,
  emojis,
  fetchExternalResources,
  flashCreate,
  flashDelete,
  flashFeatured,
  flashLike,
  flashMy,
  flashMyLikes,
  flashSearch,
  flashShow,
  flashUnlike,
  flashUpdate,
  followingCreate,
  followingDelete,
  followingRequestsAccept,
  followingRequestsCancel,
  followingRequestsList,
  followingRequestsReject,
  followingRequestsSent,
  getAvatarDecorations,
  getOnlineUsersCount,
  hashtagsList,
  hashtagsShow,
  hashtagsTrend,
  hashtagsUsers,
  i,
  i2faDone,
  i2faKeyDone,
  i2faPasswordLess,
  i2faRegister,
  i2faRegisterKey,
  i2faRemoveKey,
  i2faUnregister,
  i2faUpdateKey,
  iApps,
  iAuthorizedApps,
  iChangePassword,
  iClaimAchievement,
  iDeleteAccount,
  iExportBlocking,
  iExportFollowing,
  iExportMute,
  iExportNotes,
  iFavorites,
  iImportBlocking,
  iImportFollowing,
  iImportMuting,
  iMove,
  iNotifications,
  iNotificationsGrouped,
  iPin,
  iReadAnnouncement,
  iRegistryGet,
  iRegistryGetAll,
  iRegistryGetDetail,
  iRegistryKeys,
  iRegistryKeysWithType,
  iRegistryRemove,
  iRegistryScopesWithDomain,
  iRegistrySet,
  iRevokeToken,
  iSigninHistory,
  iUnpin,
  iUpdate,
  iUpdateEmail,
  iWebhooksCreate,
  iWebhooksDelete,
  iWebhooksList,
  iWebhooksShow,
  iWebhooksTest,
  iWebhooksUpdate,
  inviteCreate,
  inviteDelete,
  inviteLimit,
  inviteList,
  meta,
  miauthGenToken,
  muteCreate,
  muteDelete,
  muteList,
  notesChildren,
  notesClips,
  notesCreate,
  notesDelete,
  notesFavoritesCreate,
  notesFavoritesDelete,
  notesFeatured,
  notesGlobalTimeline,
  notesHybridTimeline,
  notesLocalTimeline,
  notesMentions,
  notesPollsVote,
  notesReactions,
  notesReactionsCreate,
  notesReactionsDelete,
  notesRenotes,
  notesSearch,
  notesSearchByTag,
  notesShow,
  notesState,
  notesTimeline,
  notesUserListTimeline,
  notificationsCreate,
  notificationsFlush,
  notificationsMarkAllAsRead,
  notificationsTestNotification,
  ping,
  pinnedUsers,
  renoteMuteCreate,
  renoteMuteDelete,
  renoteMuteList,
  requestResetPassword,
  resetPassword,
  rolesList,
  rolesNotes,
  rolesShow,
  rolesUsers,
  serverInfo,
  signinFlow,
  signinWithPasskey,
  signup,
  signupPending,
  stats,
  users,
  usersAchievements,
  usersClips,
  usersFlashs,
  usersFollowers,
  usersFollowing,
  usersGetFrequentlyRepliedUsers,
  usersListsCreate,
  usersListsCreateFromPublic,
  usersListsDelete,
  usersListsFavorite,
  usersListsGetMemberships,
  usersListsList,
  usersListsPull,
  usersListsPush,
  usersListsShow,
  usersListsUnfavorite,
  usersListsUpdate,
  usersListsUpdateMembership,
  usersNotes,
  usersSearch,
  usersSearchByUsernameAndHost,
  usersShow,
];

/** Endpoints only a test instance offers (started with --enable-test-reset). */
export const testOnlyEndpoints: readonly AnyEndpoint[] = [resetDb];
