// The local instance's endpoints, one file each, named as Misskey names them. Written by
// scripts/endpoint-index.ts; endpoint-files.test.ts checks it against the folder.
import type { AnyEndpoint } from '../endpoint';
import adminAbuseReportNotificationRecipientCreateEndpoint from './admin/abuse-report/notification-recipient/create';
import adminAbuseReportNotificationRecipientDeleteEndpoint from './admin/abuse-report/notification-recipient/delete';
import adminAbuseReportNotificationRecipientListEndpoint from './admin/abuse-report/notification-recipient/list';
import adminAbuseReportNotificationRecipientShowEndpoint from './admin/abuse-report/notification-recipient/show';
import adminAbuseReportNotificationRecipientUpdateEndpoint from './admin/abuse-report/notification-recipient/update';
import adminAbuseUserReportsEndpoint from './admin/abuse-user-reports';
import adminAccountsCreateEndpoint from './admin/accounts/create';
import adminAccountsDeleteEndpoint from './admin/accounts/delete';
import adminAccountsFindByEmailEndpoint from './admin/accounts/find-by-email';
import adminAdCreateEndpoint from './admin/ad/create';
import adminAdDeleteEndpoint from './admin/ad/delete';
import adminAdListEndpoint from './admin/ad/list';
import adminAdUpdateEndpoint from './admin/ad/update';
import adminAnnouncementsCreateEndpoint from './admin/announcements/create';
import adminAnnouncementsDeleteEndpoint from './admin/announcements/delete';
import adminAnnouncementsListEndpoint from './admin/announcements/list';
import adminAnnouncementsUpdateEndpoint from './admin/announcements/update';
import adminAvatarDecorationsCreateEndpoint from './admin/avatar-decorations/create';
import adminAvatarDecorationsDeleteEndpoint from './admin/avatar-decorations/delete';
import adminAvatarDecorationsListEndpoint from './admin/avatar-decorations/list';
import adminAvatarDecorationsUpdateEndpoint from './admin/avatar-decorations/update';
import adminCaptchaCurrentEndpoint from './admin/captcha/current';
import adminCaptchaSaveEndpoint from './admin/captcha/save';
import adminDeleteAccountEndpoint from './admin/delete-account';
import adminDeleteAllFilesOfAUserEndpoint from './admin/delete-all-files-of-a-user';
import adminDriveCleanupEndpoint from './admin/drive/cleanup';
import adminDriveFilesEndpoint from './admin/drive/files';
import adminDriveShowFileEndpoint from './admin/drive/show-file';
import adminEmojiAddEndpoint from './admin/emoji/add';
import adminEmojiAddAliasesBulkEndpoint from './admin/emoji/add-aliases-bulk';
import adminEmojiDeleteEndpoint from './admin/emoji/delete';
import adminEmojiDeleteBulkEndpoint from './admin/emoji/delete-bulk';
import adminEmojiImportZipEndpoint from './admin/emoji/import-zip';
import adminEmojiListEndpoint from './admin/emoji/list';
import adminEmojiRemoveAliasesBulkEndpoint from './admin/emoji/remove-aliases-bulk';
import adminEmojiSetAliasesBulkEndpoint from './admin/emoji/set-aliases-bulk';
import adminEmojiSetCategoryBulkEndpoint from './admin/emoji/set-category-bulk';
import adminEmojiSetLicenseBulkEndpoint from './admin/emoji/set-license-bulk';
import adminEmojiUpdateEndpoint from './admin/emoji/update';
import adminFederationUpdateInstanceEndpoint from './admin/federation/update-instance';
import adminGetIndexStatsEndpoint from './admin/get-index-stats';
import adminGetTableStatsEndpoint from './admin/get-table-stats';
import adminGetUserIpsEndpoint from './admin/get-user-ips';
import adminInviteCreateEndpoint from './admin/invite/create';
import adminInviteListEndpoint from './admin/invite/list';
import adminMetaEndpoint from './admin/meta';
import adminPromoCreateEndpoint from './admin/promo/create';
import adminQueueClearEndpoint from './admin/queue/clear';
import adminQueueDeliverDelayedEndpoint from './admin/queue/deliver-delayed';
import adminQueueInboxDelayedEndpoint from './admin/queue/inbox-delayed';
import adminQueueJobsEndpoint from './admin/queue/jobs';
import adminQueuePromoteJobsEndpoint from './admin/queue/promote-jobs';
import adminQueueQueueStatsEndpoint from './admin/queue/queue-stats';
import adminQueueQueuesEndpoint from './admin/queue/queues';
import adminQueueRemoveJobEndpoint from './admin/queue/remove-job';
import adminQueueRetryJobEndpoint from './admin/queue/retry-job';
import adminQueueShowJobEndpoint from './admin/queue/show-job';
import adminQueueShowJobLogsEndpoint from './admin/queue/show-job-logs';
import adminQueueStatsEndpoint from './admin/queue/stats';
import adminRelaysAddEndpoint from './admin/relays/add';
import adminRelaysListEndpoint from './admin/relays/list';
import adminRelaysRemoveEndpoint from './admin/relays/remove';
import adminResetPasswordEndpoint from './admin/reset-password';
import adminResolveAbuseUserReportEndpoint from './admin/resolve-abuse-user-report';
import adminRolesAssignEndpoint from './admin/roles/assign';
import adminRolesCreateEndpoint from './admin/roles/create';
import adminRolesDeleteEndpoint from './admin/roles/delete';
import adminRolesListEndpoint from './admin/roles/list';
import adminRolesShowEndpoint from './admin/roles/show';
import adminRolesUnassignEndpoint from './admin/roles/unassign';
import adminRolesUpdateEndpoint from './admin/roles/update';
import adminRolesUpdateDefaultPoliciesEndpoint from './admin/roles/update-default-policies';
import adminRolesUsersEndpoint from './admin/roles/users';
import adminSendEmailEndpoint from './admin/send-email';
import adminServerInfoEndpoint from './admin/server-info';
import adminShowModerationLogsEndpoint from './admin/show-moderation-logs';
import adminShowUserEndpoint from './admin/show-user';
import adminShowUsersEndpoint from './admin/show-users';
import adminSuspendUserEndpoint from './admin/suspend-user';
import adminSystemWebhookCreateEndpoint from './admin/system-webhook/create';
import adminSystemWebhookDeleteEndpoint from './admin/system-webhook/delete';
import adminSystemWebhookListEndpoint from './admin/system-webhook/list';
import adminSystemWebhookShowEndpoint from './admin/system-webhook/show';
import adminSystemWebhookTestEndpoint from './admin/system-webhook/test';
import adminSystemWebhookUpdateEndpoint from './admin/system-webhook/update';
import adminUnsetUserAvatarEndpoint from './admin/unset-user-avatar';
import adminUnsetUserBannerEndpoint from './admin/unset-user-banner';
import adminUnsuspendUserEndpoint from './admin/unsuspend-user';
import adminUpdateAbuseUserReportEndpoint from './admin/update-abuse-user-report';
import adminUpdateMetaEndpoint from './admin/update-meta';
import adminUpdateUserNoteEndpoint from './admin/update-user-note';
import announcementsEndpoint from './announcements';
import announcementsShowEndpoint from './announcements/show';
import antennasCreateEndpoint from './antennas/create';
import antennasDeleteEndpoint from './antennas/delete';
import antennasListEndpoint from './antennas/list';
import antennasNotesEndpoint from './antennas/notes';
import antennasShowEndpoint from './antennas/show';
import antennasUpdateEndpoint from './antennas/update';
import apShowEndpoint from './ap/show';
import appCreateEndpoint from './app/create';
import appShowEndpoint from './app/show';
import authAcceptEndpoint from './auth/accept';
import authSessionGenerateEndpoint from './auth/session/generate';
import authSessionShowEndpoint from './auth/session/show';
import authSessionUserkeyEndpoint from './auth/session/userkey';
import blockingCreateEndpoint from './blocking/create';
import blockingDeleteEndpoint from './blocking/delete';
import blockingListEndpoint from './blocking/list';
import bubbleGameRankingEndpoint from './bubble-game/ranking';
import bubbleGameRegisterEndpoint from './bubble-game/register';
import channelsCreateEndpoint from './channels/create';
import channelsFavoriteEndpoint from './channels/favorite';
import channelsFeaturedEndpoint from './channels/featured';
import channelsFollowEndpoint from './channels/follow';
import channelsFollowedEndpoint from './channels/followed';
import channelsMuteCreateEndpoint from './channels/mute/create';
import channelsMuteDeleteEndpoint from './channels/mute/delete';
import channelsMuteListEndpoint from './channels/mute/list';
import channelsMyFavoritesEndpoint from './channels/my-favorites';
import channelsOwnedEndpoint from './channels/owned';
import channelsSearchEndpoint from './channels/search';
import channelsShowEndpoint from './channels/show';
import channelsTimelineEndpoint from './channels/timeline';
import channelsUnfavoriteEndpoint from './channels/unfavorite';
import channelsUnfollowEndpoint from './channels/unfollow';
import channelsUpdateEndpoint from './channels/update';
import chartsActiveUsersEndpoint from './charts/active-users';
import chartsDriveEndpoint from './charts/drive';
import chartsInstanceEndpoint from './charts/instance';
import chartsNotesEndpoint from './charts/notes';
import chartsUserDriveEndpoint from './charts/user/drive';
import chartsUserFollowingEndpoint from './charts/user/following';
import chartsUserNotesEndpoint from './charts/user/notes';
import chartsUserPvEndpoint from './charts/user/pv';
import chartsUserReactionsEndpoint from './charts/user/reactions';
import chartsUsersEndpoint from './charts/users';
import chatHistoryEndpoint from './chat/history';
import chatMessagesCreateToRoomEndpoint from './chat/messages/create-to-room';
import chatMessagesCreateToUserEndpoint from './chat/messages/create-to-user';
import chatMessagesDeleteEndpoint from './chat/messages/delete';
import chatMessagesReactEndpoint from './chat/messages/react';
import chatMessagesRoomTimelineEndpoint from './chat/messages/room-timeline';
import chatMessagesSearchEndpoint from './chat/messages/search';
import chatMessagesShowEndpoint from './chat/messages/show';
import chatMessagesUnreactEndpoint from './chat/messages/unreact';
import chatMessagesUserTimelineEndpoint from './chat/messages/user-timeline';
import chatReadAllEndpoint from './chat/read-all';
import chatRoomsCreateEndpoint from './chat/rooms/create';
import chatRoomsDeleteEndpoint from './chat/rooms/delete';
import chatRoomsInvitationsCreateEndpoint from './chat/rooms/invitations/create';
import chatRoomsInvitationsIgnoreEndpoint from './chat/rooms/invitations/ignore';
import chatRoomsInvitationsInboxEndpoint from './chat/rooms/invitations/inbox';
import chatRoomsInvitationsOutboxEndpoint from './chat/rooms/invitations/outbox';
import chatRoomsJoinEndpoint from './chat/rooms/join';
import chatRoomsJoiningEndpoint from './chat/rooms/joining';
import chatRoomsLeaveEndpoint from './chat/rooms/leave';
import chatRoomsMembersEndpoint from './chat/rooms/members';
import chatRoomsMuteEndpoint from './chat/rooms/mute';
import chatRoomsOwnedEndpoint from './chat/rooms/owned';
import chatRoomsShowEndpoint from './chat/rooms/show';
import chatRoomsUpdateEndpoint from './chat/rooms/update';
import clipsAddNoteEndpoint from './clips/add-note';
import clipsCreateEndpoint from './clips/create';
import clipsDeleteEndpoint from './clips/delete';
import clipsFavoriteEndpoint from './clips/favorite';
import clipsListEndpoint from './clips/list';
import clipsMyFavoritesEndpoint from './clips/my-favorites';
import clipsNotesEndpoint from './clips/notes';
import clipsRemoveNoteEndpoint from './clips/remove-note';
import clipsShowEndpoint from './clips/show';
import clipsUnfavoriteEndpoint from './clips/unfavorite';
import clipsUpdateEndpoint from './clips/update';
import driveEndpoint from './drive';
import driveFilesEndpoint from './drive/files';
import driveFilesAttachedChatMessagesEndpoint from './drive/files/attached-chat-messages';
import driveFilesAttachedNotesEndpoint from './drive/files/attached-notes';
import driveFilesCheckExistenceEndpoint from './drive/files/check-existence';
import driveFilesCreateEndpoint from './drive/files/create';
import driveFilesDeleteEndpoint from './drive/files/delete';
import driveFilesFindEndpoint from './drive/files/find';
import driveFilesFindByHashEndpoint from './drive/files/find-by-hash';
import driveFilesMoveBulkEndpoint from './drive/files/move-bulk';
import driveFilesShowEndpoint from './drive/files/show';
import driveFilesUpdateEndpoint from './drive/files/update';
import driveFilesUploadFromUrlEndpoint from './drive/files/upload-from-url';
import driveFoldersEndpoint from './drive/folders';
import driveFoldersCreateEndpoint from './drive/folders/create';
import driveFoldersDeleteEndpoint from './drive/folders/delete';
import driveFoldersFindEndpoint from './drive/folders/find';
import driveFoldersShowEndpoint from './drive/folders/show';
import driveFoldersUpdateEndpoint from './drive/folders/update';
import driveStreamEndpoint from './drive/stream';
import emailAddressAvailableEndpoint from './email-address/available';
import emojiEndpoint from './emoji';
import emojisEndpoint from './emojis';
import endpointEndpoint from './endpoint';
import endpointsEndpoint from './endpoints';
import exportCustomEmojisEndpoint from './export-custom-emojis';
import federationInstancesEndpoint from './federation/instances';
import federationShowInstanceEndpoint from './federation/show-instance';
import fetchExternalResourcesEndpoint from './fetch-external-resources';
import fetchRssEndpoint from './fetch-rss';
import flashCreateEndpoint from './flash/create';
import flashDeleteEndpoint from './flash/delete';
import flashFeaturedEndpoint from './flash/featured';
import flashLikeEndpoint from './flash/like';
import flashMyEndpoint from './flash/my';
import flashMyLikesEndpoint from './flash/my-likes';
import flashSearchEndpoint from './flash/search';
import flashShowEndpoint from './flash/show';
import flashUnlikeEndpoint from './flash/unlike';
import flashUpdateEndpoint from './flash/update';
import followingCreateEndpoint from './following/create';
import followingDeleteEndpoint from './following/delete';
import followingInvalidateEndpoint from './following/invalidate';
import followingRequestsAcceptEndpoint from './following/requests/accept';
import followingRequestsCancelEndpoint from './following/requests/cancel';
import followingRequestsListEndpoint from './following/requests/list';
import followingRequestsRejectEndpoint from './following/requests/reject';
import followingRequestsSentEndpoint from './following/requests/sent';
import followingUpdateEndpoint from './following/update';
import followingUpdateAllEndpoint from './following/update-all';
import galleryFeaturedEndpoint from './gallery/featured';
import galleryPopularEndpoint from './gallery/popular';
import galleryPostsEndpoint from './gallery/posts';
import galleryPostsCreateEndpoint from './gallery/posts/create';
import galleryPostsDeleteEndpoint from './gallery/posts/delete';
import galleryPostsLikeEndpoint from './gallery/posts/like';
import galleryPostsShowEndpoint from './gallery/posts/show';
import galleryPostsUnlikeEndpoint from './gallery/posts/unlike';
import galleryPostsUpdateEndpoint from './gallery/posts/update';
import getAvatarDecorationsEndpoint from './get-avatar-decorations';
import getOnlineUsersCountEndpoint from './get-online-users-count';
import hashtagsListEndpoint from './hashtags/list';
import hashtagsSearchEndpoint from './hashtags/search';
import hashtagsShowEndpoint from './hashtags/show';
import hashtagsTrendEndpoint from './hashtags/trend';
import hashtagsUsersEndpoint from './hashtags/users';
import iEndpoint from './i';
import i2faDoneEndpoint from './i/2fa/done';
import i2faKeyDoneEndpoint from './i/2fa/key-done';
import i2faPasswordLessEndpoint from './i/2fa/password-less';
import i2faRegisterEndpoint from './i/2fa/register';
import i2faRegisterKeyEndpoint from './i/2fa/register-key';
import i2faRemoveKeyEndpoint from './i/2fa/remove-key';
import i2faUnregisterEndpoint from './i/2fa/unregister';
import i2faUpdateKeyEndpoint from './i/2fa/update-key';
import iAppsEndpoint from './i/apps';
import iAuthorizedAppsEndpoint from './i/authorized-apps';
import iChangePasswordEndpoint from './i/change-password';
import iClaimAchievementEndpoint from './i/claim-achievement';
import iDeleteAccountEndpoint from './i/delete-account';
import iExportAntennasEndpoint from './i/export-antennas';
import iExportBlockingEndpoint from './i/export-blocking';
import iExportClipsEndpoint from './i/export-clips';
import iExportFavoritesEndpoint from './i/export-favorites';
import iExportFollowingEndpoint from './i/export-following';
import iExportMuteEndpoint from './i/export-mute';
import iExportNotesEndpoint from './i/export-notes';
import iExportUserListsEndpoint from './i/export-user-lists';
import iFavoritesEndpoint from './i/favorites';
import iGalleryLikesEndpoint from './i/gallery/likes';
import iGalleryPostsEndpoint from './i/gallery/posts';
import iImportAntennasEndpoint from './i/import-antennas';
import iImportBlockingEndpoint from './i/import-blocking';
import iImportFollowingEndpoint from './i/import-following';
import iImportMutingEndpoint from './i/import-muting';
import iImportUserListsEndpoint from './i/import-user-lists';
import iMoveEndpoint from './i/move';
import iNotificationsEndpoint from './i/notifications';
import iNotificationsGroupedEndpoint from './i/notifications-grouped';
import iPageLikesEndpoint from './i/page-likes';
import iPagesEndpoint from './i/pages';
import iPinEndpoint from './i/pin';
import iReadAnnouncementEndpoint from './i/read-announcement';
import iRegenerateTokenEndpoint from './i/regenerate-token';
import iRegistryGetEndpoint from './i/registry/get';
import iRegistryGetAllEndpoint from './i/registry/get-all';
import iRegistryGetDetailEndpoint from './i/registry/get-detail';
import iRegistryKeysEndpoint from './i/registry/keys';
import iRegistryKeysWithTypeEndpoint from './i/registry/keys-with-type';
import iRegistryRemoveEndpoint from './i/registry/remove';
import iRegistryScopesWithDomainEndpoint from './i/registry/scopes-with-domain';
import iRegistrySetEndpoint from './i/registry/set';
import iRevokeTokenEndpoint from './i/revoke-token';
import iSigninHistoryEndpoint from './i/signin-history';
import iUnpinEndpoint from './i/unpin';
import iUpdateEndpoint from './i/update';
import iUpdateEmailEndpoint from './i/update-email';
import iWebhooksCreateEndpoint from './i/webhooks/create';
import iWebhooksDeleteEndpoint from './i/webhooks/delete';
import iWebhooksListEndpoint from './i/webhooks/list';
import iWebhooksShowEndpoint from './i/webhooks/show';
import iWebhooksTestEndpoint from './i/webhooks/test';
import iWebhooksUpdateEndpoint from './i/webhooks/update';
import inviteCreateEndpoint from './invite/create';
import inviteDeleteEndpoint from './invite/delete';
import inviteLimitEndpoint from './invite/limit';
import inviteListEndpoint from './invite/list';
import metaEndpoint from './meta';
import miauthGenTokenEndpoint from './miauth/gen-token';
import muteCreateEndpoint from './mute/create';
import muteDeleteEndpoint from './mute/delete';
import muteListEndpoint from './mute/list';
import myAppsEndpoint from './my/apps';
import notesChildrenEndpoint from './notes/children';
import notesClipsEndpoint from './notes/clips';
import notesCreateEndpoint from './notes/create';
import notesDeleteEndpoint from './notes/delete';
import notesDraftsCountEndpoint from './notes/drafts/count';
import notesDraftsCreateEndpoint from './notes/drafts/create';
import notesDraftsDeleteEndpoint from './notes/drafts/delete';
import notesDraftsListEndpoint from './notes/drafts/list';
import notesDraftsUpdateEndpoint from './notes/drafts/update';
import notesFavoritesCreateEndpoint from './notes/favorites/create';
import notesFavoritesDeleteEndpoint from './notes/favorites/delete';
import notesFeaturedEndpoint from './notes/featured';
import notesGlobalTimelineEndpoint from './notes/global-timeline';
import notesHybridTimelineEndpoint from './notes/hybrid-timeline';
import notesLocalTimelineEndpoint from './notes/local-timeline';
import notesMentionsEndpoint from './notes/mentions';
import notesPollsRecommendationEndpoint from './notes/polls/recommendation';
import notesPollsVoteEndpoint from './notes/polls/vote';
import notesReactionsEndpoint from './notes/reactions';
import notesReactionsCreateEndpoint from './notes/reactions/create';
import notesReactionsDeleteEndpoint from './notes/reactions/delete';
import notesRenotesEndpoint from './notes/renotes';
import notesRepliesEndpoint from './notes/replies';
import notesSearchEndpoint from './notes/search';
import notesSearchByTagEndpoint from './notes/search-by-tag';
import notesShowEndpoint from './notes/show';
import notesShowPartialBulkEndpoint from './notes/show-partial-bulk';
import notesStateEndpoint from './notes/state';
import notesThreadMutingCreateEndpoint from './notes/thread-muting/create';
import notesThreadMutingDeleteEndpoint from './notes/thread-muting/delete';
import notesTimelineEndpoint from './notes/timeline';
import notesTranslateEndpoint from './notes/translate';
import notesUnrenoteEndpoint from './notes/unrenote';
import notesUserListTimelineEndpoint from './notes/user-list-timeline';
import notificationsCreateEndpoint from './notifications/create';
import notificationsFlushEndpoint from './notifications/flush';
import notificationsMarkAllAsReadEndpoint from './notifications/mark-all-as-read';
import notificationsTestNotificationEndpoint from './notifications/test-notification';
import pagePushEndpoint from './page-push';
import pagesCreateEndpoint from './pages/create';
import pagesDeleteEndpoint from './pages/delete';
import pagesFeaturedEndpoint from './pages/featured';
import pagesLikeEndpoint from './pages/like';
import pagesShowEndpoint from './pages/show';
import pagesUnlikeEndpoint from './pages/unlike';
import pagesUpdateEndpoint from './pages/update';
import pingEndpoint from './ping';
import pinnedUsersEndpoint from './pinned-users';
import promoReadEndpoint from './promo/read';
import renoteMuteCreateEndpoint from './renote-mute/create';
import renoteMuteDeleteEndpoint from './renote-mute/delete';
import renoteMuteListEndpoint from './renote-mute/list';
import requestResetPasswordEndpoint from './request-reset-password';
import resetDbEndpoint from './reset-db';
import resetPasswordEndpoint from './reset-password';
import retentionEndpoint from './retention';
import reversiCancelMatchEndpoint from './reversi/cancel-match';
import reversiGamesEndpoint from './reversi/games';
import reversiInvitationsEndpoint from './reversi/invitations';
import reversiMatchEndpoint from './reversi/match';
import reversiShowGameEndpoint from './reversi/show-game';
import reversiSurrenderEndpoint from './reversi/surrender';
import reversiVerifyEndpoint from './reversi/verify';
import rolesListEndpoint from './roles/list';
import rolesNotesEndpoint from './roles/notes';
import rolesShowEndpoint from './roles/show';
import rolesUsersEndpoint from './roles/users';
import seedInstanceEndpoint from './seed-instance';
import serverInfoEndpoint from './server-info';
import signinFlowEndpoint from './signin-flow';
import signinWithPasskeyEndpoint from './signin-with-passkey';
import signupEndpoint from './signup';
import signupPendingEndpoint from './signup-pending';
import statsEndpoint from './stats';
import swRegisterEndpoint from './sw/register';
import swShowRegistrationEndpoint from './sw/show-registration';
import swUnregisterEndpoint from './sw/unregister';
import swUpdateRegistrationEndpoint from './sw/update-registration';
import usernameAvailableEndpoint from './username/available';
import usersEndpoint from './users';
import usersAchievementsEndpoint from './users/achievements';
import usersClipsEndpoint from './users/clips';
import usersFeaturedNotesEndpoint from './users/featured-notes';
import usersFlashsEndpoint from './users/flashs';
import usersFollowersEndpoint from './users/followers';
import usersFollowingEndpoint from './users/following';
import usersGalleryPostsEndpoint from './users/gallery/posts';
import usersGetFrequentlyRepliedUsersEndpoint from './users/get-frequently-replied-users';
import usersListsCreateEndpoint from './users/lists/create';
import usersListsCreateFromPublicEndpoint from './users/lists/create-from-public';
import usersListsDeleteEndpoint from './users/lists/delete';
import usersListsFavoriteEndpoint from './users/lists/favorite';
import usersListsGetMembershipsEndpoint from './users/lists/get-memberships';
import usersListsListEndpoint from './users/lists/list';
import usersListsPullEndpoint from './users/lists/pull';
import usersListsPushEndpoint from './users/lists/push';
import usersListsShowEndpoint from './users/lists/show';
import usersListsUnfavoriteEndpoint from './users/lists/unfavorite';
import usersListsUpdateEndpoint from './users/lists/update';
import usersListsUpdateMembershipEndpoint from './users/lists/update-membership';
import usersNotesEndpoint from './users/notes';
import usersPagesEndpoint from './users/pages';
import usersReactionsEndpoint from './users/reactions';
import usersRecommendationEndpoint from './users/recommendation';
import usersRelationEndpoint from './users/relation';
import usersReportAbuseEndpoint from './users/report-abuse';
import usersSearchEndpoint from './users/search';
import usersSearchByUsernameAndHostEndpoint from './users/search-by-username-and-host';
import usersShowEndpoint from './users/show';
import usersUpdateMemoEndpoint from './users/update-memo';
import v2AdminEmojiListEndpoint from './v2/admin/emoji/list';
import verifyEmailEndpoint from './verify-email';

/** Every endpoint a running instance answers. */
export const endpoints: readonly AnyEndpoint[] = [
  adminAbuseReportNotificationRecipientCreateEndpoint,
  adminAbuseReportNotificationRecipientDeleteEndpoint,
  adminAbuseReportNotificationRecipientListEndpoint,
  adminAbuseReportNotificationRecipientShowEndpoint,
  adminAbuseReportNotificationRecipientUpdateEndpoint,
  adminAbuseUserReportsEndpoint,
  adminAccountsCreateEndpoint,
  adminAccountsDeleteEndpoint,
  adminAccountsFindByEmailEndpoint,
  adminAdCreateEndpoint,
  adminAdDeleteEndpoint,
  adminAdListEndpoint,
  adminAdUpdateEndpoint,
  adminAnnouncementsCreateEndpoint,
  adminAnnouncementsDeleteEndpoint,
  adminAnnouncementsListEndpoint,
  adminAnnouncementsUpdateEndpoint,
  adminAvatarDecorationsCreateEndpoint,
  adminAvatarDecorationsDeleteEndpoint,
  adminAvatarDecorationsListEndpoint,
  adminAvatarDecorationsUpdateEndpoint,
  adminCaptchaCurrentEndpoint,
  adminCaptchaSaveEndpoint,
  adminDeleteAccountEndpoint,
  adminDeleteAllFilesOfAUserEndpoint,
  adminDriveCleanupEndpoint,
  adminDriveFilesEndpoint,
  adminDriveShowFileEndpoint,
  adminEmojiAddEndpoint,
  adminEmojiAddAliasesBulkEndpoint,
  adminEmojiDeleteEndpoint,
  adminEmojiDeleteBulkEndpoint,
  adminEmojiImportZipEndpoint,
  adminEmojiListEndpoint,
  adminEmojiRemoveAliasesBulkEndpoint,
  adminEmojiSetAliasesBulkEndpoint,
  adminEmojiSetCategoryBulkEndpoint,
  adminEmojiSetLicenseBulkEndpoint,
  adminEmojiUpdateEndpoint,
  adminFederationUpdateInstanceEndpoint,
  adminGetIndexStatsEndpoint,
  adminGetTableStatsEndpoint,
  adminGetUserIpsEndpoint,
  adminInviteCreateEndpoint,
  adminInviteListEndpoint,
  adminMetaEndpoint,
  adminPromoCreateEndpoint,
  adminQueueClearEndpoint,
  adminQueueDeliverDelayedEndpoint,
  adminQueueInboxDelayedEndpoint,
  adminQueueJobsEndpoint,
  adminQueuePromoteJobsEndpoint,
  adminQueueQueueStatsEndpoint,
  adminQueueQueuesEndpoint,
  adminQueueRemoveJobEndpoint,
  adminQueueRetryJobEndpoint,
  adminQueueShowJobEndpoint,
  adminQueueShowJobLogsEndpoint,
  adminQueueStatsEndpoint,
  adminRelaysAddEndpoint,
  adminRelaysListEndpoint,
  adminRelaysRemoveEndpoint,
  adminResetPasswordEndpoint,
  adminResolveAbuseUserReportEndpoint,
  adminRolesAssignEndpoint,
  adminRolesCreateEndpoint,
  adminRolesDeleteEndpoint,
  adminRolesListEndpoint,
  adminRolesShowEndpoint,
  adminRolesUnassignEndpoint,
  adminRolesUpdateEndpoint,
  adminRolesUpdateDefaultPoliciesEndpoint,
  adminRolesUsersEndpoint,
  adminSendEmailEndpoint,
  adminServerInfoEndpoint,
  adminShowModerationLogsEndpoint,
  adminShowUserEndpoint,
  adminShowUsersEndpoint,
  adminSuspendUserEndpoint,
  adminSystemWebhookCreateEndpoint,
  adminSystemWebhookDeleteEndpoint,
  adminSystemWebhookListEndpoint,
  adminSystemWebhookShowEndpoint,
  adminSystemWebhookTestEndpoint,
  adminSystemWebhookUpdateEndpoint,
  adminUnsetUserAvatarEndpoint,
  adminUnsetUserBannerEndpoint,
  adminUnsuspendUserEndpoint,
  adminUpdateAbuseUserReportEndpoint,
  adminUpdateMetaEndpoint,
  adminUpdateUserNoteEndpoint,
  announcementsEndpoint,
  announcementsShowEndpoint,
  antennasCreateEndpoint,
  antennasDeleteEndpoint,
  antennasListEndpoint,
  antennasNotesEndpoint,
  antennasShowEndpoint,
  antennasUpdateEndpoint,
  apShowEndpoint,
  appCreateEndpoint,
  appShowEndpoint,
  authAcceptEndpoint,
  authSessionGenerateEndpoint,
  authSessionShowEndpoint,
  authSessionUserkeyEndpoint,
  blockingCreateEndpoint,
  blockingDeleteEndpoint,
  blockingListEndpoint,
  bubbleGameRankingEndpoint,
  bubbleGameRegisterEndpoint,
  channelsCreateEndpoint,
  channelsFavoriteEndpoint,
  channelsFeaturedEndpoint,
  channelsFollowEndpoint,
  channelsFollowedEndpoint,
  channelsMuteCreateEndpoint,
  channelsMuteDeleteEndpoint,
  channelsMuteListEndpoint,
  channelsMyFavoritesEndpoint,
  channelsOwnedEndpoint,
  channelsSearchEndpoint,
  channelsShowEndpoint,
  channelsTimelineEndpoint,
  channelsUnfavoriteEndpoint,
  channelsUnfollowEndpoint,
  channelsUpdateEndpoint,
  chartsActiveUsersEndpoint,
  chartsDriveEndpoint,
  chartsInstanceEndpoint,
  chartsNotesEndpoint,
  chartsUserDriveEndpoint,
  chartsUserFollowingEndpoint,
  chartsUserNotesEndpoint,
  chartsUserPvEndpoint,
  chartsUserReactionsEndpoint,
  chartsUsersEndpoint,
  chatHistoryEndpoint,
  chatMessagesCreateToRoomEndpoint,
  chatMessagesCreateToUserEndpoint,
  chatMessagesDeleteEndpoint,
  chatMessagesReactEndpoint,
  chatMessagesRoomTimelineEndpoint,
  chatMessagesSearchEndpoint,
  chatMessagesShowEndpoint,
  chatMessagesUnreactEndpoint,
  chatMessagesUserTimelineEndpoint,
  chatReadAllEndpoint,
  chatRoomsCreateEndpoint,
  chatRoomsDeleteEndpoint,
  chatRoomsInvitationsCreateEndpoint,
  chatRoomsInvitationsIgnoreEndpoint,
  chatRoomsInvitationsInboxEndpoint,
  chatRoomsInvitationsOutboxEndpoint,
  chatRoomsJoinEndpoint,
  chatRoomsJoiningEndpoint,
  chatRoomsLeaveEndpoint,
  chatRoomsMembersEndpoint,
  chatRoomsMuteEndpoint,
  chatRoomsOwnedEndpoint,
  chatRoomsShowEndpoint,
  chatRoomsUpdateEndpoint,
  clipsAddNoteEndpoint,
  clipsCreateEndpoint,
  clipsDeleteEndpoint,
  clipsFavoriteEndpoint,
  clipsListEndpoint,
  clipsMyFavoritesEndpoint,
  clipsNotesEndpoint,
  clipsRemoveNoteEndpoint,
  clipsShowEndpoint,
  clipsUnfavoriteEndpoint,
  clipsUpdateEndpoint,
  driveEndpoint,
  driveFilesEndpoint,
  driveFilesAttachedChatMessagesEndpoint,
  driveFilesAttachedNotesEndpoint,
  driveFilesCheckExistenceEndpoint,
  driveFilesCreateEndpoint,
  driveFilesDeleteEndpoint,
  driveFilesFindEndpoint,
  driveFilesFindByHashEndpoint,
  driveFilesMoveBulkEndpoint,
  driveFilesShowEndpoint,
  driveFilesUpdateEndpoint,
  driveFilesUploadFromUrlEndpoint,
  driveFoldersEndpoint,
  driveFoldersCreateEndpoint,
  driveFoldersDeleteEndpoint,
  driveFoldersFindEndpoint,
  driveFoldersShowEndpoint,
  driveFoldersUpdateEndpoint,
  driveStreamEndpoint,
  emailAddressAvailableEndpoint,
  emojiEndpoint,
  emojisEndpoint,
  endpointEndpoint,
  endpointsEndpoint,
  exportCustomEmojisEndpoint,
  federationInstancesEndpoint,
  federationShowInstanceEndpoint,
  fetchExternalResourcesEndpoint,
  fetchRssEndpoint,
  flashCreateEndpoint,
  flashDeleteEndpoint,
  flashFeaturedEndpoint,
  flashLikeEndpoint,
  flashMyEndpoint,
  flashMyLikesEndpoint,
  flashSearchEndpoint,
  flashShowEndpoint,
  flashUnlikeEndpoint,
  flashUpdateEndpoint,
  followingCreateEndpoint,
  followingDeleteEndpoint,
  followingInvalidateEndpoint,
  followingRequestsAcceptEndpoint,
  followingRequestsCancelEndpoint,
  followingRequestsListEndpoint,
  followingRequestsRejectEndpoint,
  followingRequestsSentEndpoint,
  followingUpdateEndpoint,
  followingUpdateAllEndpoint,
  galleryFeaturedEndpoint,
  galleryPopularEndpoint,
  galleryPostsEndpoint,
  galleryPostsCreateEndpoint,
  galleryPostsDeleteEndpoint,
  galleryPostsLikeEndpoint,
  galleryPostsShowEndpoint,
  galleryPostsUnlikeEndpoint,
  galleryPostsUpdateEndpoint,
  getAvatarDecorationsEndpoint,
  getOnlineUsersCountEndpoint,
  hashtagsListEndpoint,
  hashtagsSearchEndpoint,
  hashtagsShowEndpoint,
  hashtagsTrendEndpoint,
  hashtagsUsersEndpoint,
  iEndpoint,
  i2faDoneEndpoint,
  i2faKeyDoneEndpoint,
  i2faPasswordLessEndpoint,
  i2faRegisterEndpoint,
  i2faRegisterKeyEndpoint,
  i2faRemoveKeyEndpoint,
  i2faUnregisterEndpoint,
  i2faUpdateKeyEndpoint,
  iAppsEndpoint,
  iAuthorizedAppsEndpoint,
  iChangePasswordEndpoint,
  iClaimAchievementEndpoint,
  iDeleteAccountEndpoint,
  iExportAntennasEndpoint,
  iExportBlockingEndpoint,
  iExportClipsEndpoint,
  iExportFavoritesEndpoint,
  iExportFollowingEndpoint,
  iExportMuteEndpoint,
  iExportNotesEndpoint,
  iExportUserListsEndpoint,
  iFavoritesEndpoint,
  iGalleryLikesEndpoint,
  iGalleryPostsEndpoint,
  iImportAntennasEndpoint,
  iImportBlockingEndpoint,
  iImportFollowingEndpoint,
  iImportMutingEndpoint,
  iImportUserListsEndpoint,
  iMoveEndpoint,
  iNotificationsEndpoint,
  iNotificationsGroupedEndpoint,
  iPageLikesEndpoint,
  iPagesEndpoint,
  iPinEndpoint,
  iReadAnnouncementEndpoint,
  iRegenerateTokenEndpoint,
  iRegistryGetEndpoint,
  iRegistryGetAllEndpoint,
  iRegistryGetDetailEndpoint,
  iRegistryKeysEndpoint,
  iRegistryKeysWithTypeEndpoint,
  iRegistryRemoveEndpoint,
  iRegistryScopesWithDomainEndpoint,
  iRegistrySetEndpoint,
  iRevokeTokenEndpoint,
  iSigninHistoryEndpoint,
  iUnpinEndpoint,
  iUpdateEndpoint,
  iUpdateEmailEndpoint,
  iWebhooksCreateEndpoint,
  iWebhooksDeleteEndpoint,
  iWebhooksListEndpoint,
  iWebhooksShowEndpoint,
  iWebhooksTestEndpoint,
  iWebhooksUpdateEndpoint,
  inviteCreateEndpoint,
  inviteDeleteEndpoint,
  inviteLimitEndpoint,
  inviteListEndpoint,
  metaEndpoint,
  miauthGenTokenEndpoint,
  muteCreateEndpoint,
  muteDeleteEndpoint,
  muteListEndpoint,
  myAppsEndpoint,
  notesChildrenEndpoint,
  notesClipsEndpoint,
  notesCreateEndpoint,
  notesDeleteEndpoint,
  notesDraftsCountEndpoint,
  notesDraftsCreateEndpoint,
  notesDraftsDeleteEndpoint,
  notesDraftsListEndpoint,
  notesDraftsUpdateEndpoint,
  notesFavoritesCreateEndpoint,
  notesFavoritesDeleteEndpoint,
  notesFeaturedEndpoint,
  notesGlobalTimelineEndpoint,
  notesHybridTimelineEndpoint,
  notesLocalTimelineEndpoint,
  notesMentionsEndpoint,
  notesPollsRecommendationEndpoint,
  notesPollsVoteEndpoint,
  notesReactionsEndpoint,
  notesReactionsCreateEndpoint,
  notesReactionsDeleteEndpoint,
  notesRenotesEndpoint,
  notesRepliesEndpoint,
  notesSearchEndpoint,
  notesSearchByTagEndpoint,
  notesShowEndpoint,
  notesShowPartialBulkEndpoint,
  notesStateEndpoint,
  notesThreadMutingCreateEndpoint,
  notesThreadMutingDeleteEndpoint,
  notesTimelineEndpoint,
  notesTranslateEndpoint,
  notesUnrenoteEndpoint,
  notesUserListTimelineEndpoint,
  notificationsCreateEndpoint,
  notificationsFlushEndpoint,
  notificationsMarkAllAsReadEndpoint,
  notificationsTestNotificationEndpoint,
  pagePushEndpoint,
  pagesCreateEndpoint,
  pagesDeleteEndpoint,
  pagesFeaturedEndpoint,
  pagesLikeEndpoint,
  pagesShowEndpoint,
  pagesUnlikeEndpoint,
  pagesUpdateEndpoint,
  pingEndpoint,
  pinnedUsersEndpoint,
  promoReadEndpoint,
  renoteMuteCreateEndpoint,
  renoteMuteDeleteEndpoint,
  renoteMuteListEndpoint,
  requestResetPasswordEndpoint,
  resetPasswordEndpoint,
  retentionEndpoint,
  reversiCancelMatchEndpoint,
  reversiGamesEndpoint,
  reversiInvitationsEndpoint,
  reversiMatchEndpoint,
  reversiShowGameEndpoint,
  reversiSurrenderEndpoint,
  reversiVerifyEndpoint,
  rolesListEndpoint,
  rolesNotesEndpoint,
  rolesShowEndpoint,
  rolesUsersEndpoint,
  seedInstanceEndpoint,
  serverInfoEndpoint,
  signinFlowEndpoint,
  signinWithPasskeyEndpoint,
  signupEndpoint,
  signupPendingEndpoint,
  statsEndpoint,
  swRegisterEndpoint,
  swShowRegistrationEndpoint,
  swUnregisterEndpoint,
  swUpdateRegistrationEndpoint,
  usernameAvailableEndpoint,
  usersEndpoint,
  usersAchievementsEndpoint,
  usersClipsEndpoint,
  usersFeaturedNotesEndpoint,
  usersFlashsEndpoint,
  usersFollowersEndpoint,
  usersFollowingEndpoint,
  usersGalleryPostsEndpoint,
  usersGetFrequentlyRepliedUsersEndpoint,
  usersListsCreateEndpoint,
  usersListsCreateFromPublicEndpoint,
  usersListsDeleteEndpoint,
  usersListsFavoriteEndpoint,
  usersListsGetMembershipsEndpoint,
  usersListsListEndpoint,
  usersListsPullEndpoint,
  usersListsPushEndpoint,
  usersListsShowEndpoint,
  usersListsUnfavoriteEndpoint,
  usersListsUpdateEndpoint,
  usersListsUpdateMembershipEndpoint,
  usersNotesEndpoint,
  usersPagesEndpoint,
  usersReactionsEndpoint,
  usersRecommendationEndpoint,
  usersRelationEndpoint,
  usersReportAbuseEndpoint,
  usersSearchEndpoint,
  usersSearchByUsernameAndHostEndpoint,
  usersShowEndpoint,
  usersUpdateMemoEndpoint,
  v2AdminEmojiListEndpoint,
  verifyEmailEndpoint,
];

/** Endpoints only a test instance offers (started with --enable-test-reset). */
export const testOnlyEndpoints: readonly AnyEndpoint[] = [resetDbEndpoint];
