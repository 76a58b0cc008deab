import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type SendAppPage, sendBareAppPage } from '../client';
import { accountDataOf } from './account-data/account-data';
import { Ads } from './ads/ads';
import { Announcements } from './announcements/announcements';
import { Antennas } from './antennas/antennas';
import type { AnyEndpoint } from './api/endpoint';
import { endpoints as allEndpoints, testOnlyEndpoints } from './api/endpoints/index';
import { registerMiauthCheck } from './api/miauth-check';
import { RateLimiter } from './api/rate-limit';
import { type Caller, registerApi } from './api/router';
import { Apps } from './apps/apps';
import { atomically } from './atomic';
import { BackgroundJobs } from './background-jobs';
import { BubbleGameRecords } from './bubble-game/records';
import { Captcha } from './captcha';
import { ChannelMutings } from './channels/channel-mutings';
import { Channels } from './channels/channels';
import { chartsOf } from './charts/chart-queries';
import { activityRecorder } from './charts/charts';
import { Chat } from './chat/chat';
import { Clips } from './clips/clips';
import { openDatabase } from './db/database';
import { Drive, MiB } from './drive/drive';
import { driveErrors } from './drive/drive-errors';
import { AddressPolicy } from './drive/fetch-url';
import { registerMediaProxy } from './drive/media-proxy';
import { CustomEmojis } from './emojis/custom-emojis';
import { apiErrors } from './errors';
import { InstanceEvents } from './events';
import { KnownServers } from './federation/known-servers';
import { registerFiles } from './files';
import { Flashes } from './flashes/flashes';
import { Following } from './following/following';
import { Gallery } from './gallery/gallery';
import type { Instance } from './instance';
import { UserLists } from './lists/user-lists';
import { sendEmailNotifications } from './mail/email-notifications';
import { Mailer } from './mail/mailer';
import { registerMediaRoutes } from './media-routes';
import { AbuseReports } from './moderation/abuse-reports';
import { adminUsersOf } from './moderation/admin-users';
import { ModerationLog } from './moderation/moderation-log';
import { SystemWebhooks } from './moderation/system-webhooks';
import { NoteFavorites } from './notes/favorites';
import { NoteDrafts } from './notes/note-drafts';
import { noteLookupsOf } from './notes/note-lookups';
import { PollEndings } from './notes/poll-endings';
import { ThreadMutings } from './notes/thread-mutings';
import { Notifications } from './notifications/notifications';
import { OAuthProvider } from './oauth/oauth-provider';
import { registerOAuth } from './oauth/oauth-routes';
import { packersOf } from './packers';
import { Pages } from './pages/pages';
import { deliverPushNotifications } from './push/push-delivery';
import { PushSubscriptions } from './push/push-subscriptions';
import { vapidKeys } from './push/vapid-keys';
import { Reactions } from './reactions/reactions';
import { Reversi } from './reversi/reversi';
import { Roles } from './roles/roles';
import { DEMO_PASSWORD, resetInstance, seedDemo } from './seed';
import type { Services } from './services';
import { SettingsStore } from './settings-store';
import type { ChannelDefinition } from './streaming/channel';
import { createChannels } from './streaming/channels';
import { noteCapture, readNotification } from './streaming/features';
import { registerStreaming } from './streaming/register';
import { Translator } from './translation/translator';
import { registerUrlPreview } from './url-preview/url-preview';
import { accountsOf } from './users/accounts';
import { AvatarDecorations } from './users/avatar-decorations';
import { exploreOf } from './users/explore';
import { inviteStoreOf } from './users/invite-store';
import { announceMeUpdated } from './users/me-updated';
import { MutesAndBlocks } from './users/mutes-blocks';
import { SecurityKeys } from './users/security-keys';
import { TwoFactor } from './users/two-factor';
import { UserIps } from './users/user-ips';
import { UserMemos } from './users/user-memos';
import { userText } from './users/user-text';
import { Users } from './users/users';
import { Webhooks } from './webhooks/webhooks';

export interface LocalInstanceOptions {
  dataDir: string;
  /** Fill an empty instance with demo content. */
  seed?: 'demo' | null;
  /** Offer the test-only reset-db endpoint. */
  enableTestReset?: boolean;
  /** The public base URL, known once the server listens. */
  url: () => string;
  /** Enforce the endpoints' rate limits (on unless switched off, as for the test instance). */
  rateLimits?: boolean;
  /** Private and loopback networks (CIDR) that URL uploads may fetch from, as Misskey's `allowedPrivateNetworks`. */
  allowedPrivateNetworks?: readonly string[];
  /** A folder to write email into instead of sending it (see Mailer). */
  mailOutbox?: string | null;
  /** Let the media proxy fetch other servers' media (off: only this instance's files). */
  proxyRemoteMedia?: boolean;
  /** Where note translations go instead of DeepL's own API (see ServerOptions.deeplEndpoint). */
  deeplEndpoint?: URL | null;
  /** Sends the client's page with extras (OAuth's consent page); a bare page when there is no client. */
  sendAppPage?: SendAppPage;
}

/** Mounts the local Misskey-compatible instance (API and streaming) on a Fastify app. */
export async function registerLocalInstance(
  app: FastifyInstance,
  options: LocalInstanceOptions,
): Promise<{
  instance: Instance;
  endpoints: readonly AnyEndpoint[];
  channels: readonly ChannelDefinition[];
  afterListen(): Promise<string[]>;
}> {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase(options.dataDir);
  const events = new InstanceEvents();
  const unitOfWork = atomically(db, events);
  // Roles need the instance and the instance answers policies through them: bound once both exist.
  let roles: Roles | null = null;
  const instance: Instance = {
    db,
    settings: new SettingsStore(db),
    events,
    dataDir: options.dataDir,
    url: options.url,
    host: () => new URL(options.url()).host,
    atomically: <T>(run: () => T) => unitOfWork(run),
    policiesOf: (userId) => (roles ? roles.policiesOf(userId) : instance.settings.get().policies),
  };
  roles = new Roles(instance);
  // Push needs the server's VAPID keys: made on the first start, kept after.
  vapidKeys(db);
  const users = new Users(db);
  const notifications = new Notifications(instance);
  const following = new Following(instance, notifications);
  const reactions = new Reactions(instance, notifications);
  const drive = new Drive(instance);
  const jobs = new BackgroundJobs(events);
  // Polls that ended while the server was down are told once it listens (notes are packed with its
  // URL); the next end is waited for.
  const pollEndings = new PollEndings(instance, notifications);
  // Queued exports and imports finish before the database closes.
  app.addHook('onClose', async () => {
    pollEndings.stop();
    jobs.stop();
    await jobs.idle();
    db.close();
  });

  // The active-users chart counts everyone who calls the API signed in, once an hour.
  const recordActivity = activityRecorder(db);
  // Each account's addresses are kept for moderators while the administrator's enableIpLogging is on.
  const userIps = new UserIps(db);
  const authenticate = async (token: string | null, ip: string): Promise<Caller> => {
    if (token === null) return { token: null, user: null, app: null };
    const caller = users.caller(token);
    if (!caller) throw apiErrors.authenticationFailed();
    // The deleted account's tokens stay, so the client learns why it stopped working (its deletion).
    if (caller.user.is_deleted) throw apiErrors.userIsDeleted();
    recordActivity(caller.user.id);
    if (instance.settings.get().enableIpLogging) userIps.record(caller.user.id, ip);
    return { token, ...caller };
  };
  const endpoints = options.enableTestReset ? [...allEndpoints, ...testOnlyEndpoints] : allEndpoints;
  const addresses = new AddressPolicy(options.allowedPrivateNetworks ?? []);
  const mailer = new Mailer(
    () => instance.settings.get(),
    options.mailOutbox ?? null,
    (m) => app.log.warn(m),
  );
  const abuseReports = new AbuseReports(instance, roles as Roles);
  const services: Services = {
    instance,
    users,
    apps: new Apps(db, users),
    pack: packersOf(instance),
    notes: noteLookupsOf(instance, notifications),
    text: userText,
    accounts: accountsOf(db, users, notifications, () => services),
    adminUsers: adminUsersOf(() => services),
    explore: exploreOf(db),
    charts: chartsOf(db),
    accountData: accountDataOf(() => services),
    resetForTests: () => {
      jobs.forgetAll();
      userIps.forget();
      return resetInstance(instance, drive);
    },
    invites: inviteStoreOf(db),
    announceMeUpdated: (userId) => announceMeUpdated({ services }, userId),
    mutesAndBlocks: new MutesAndBlocks(db),
    twoFactor: new TwoFactor(db),
    notifications,
    push: new PushSubscriptions(db),
    following,
    reactions,
    drive,
    addresses,
    lists: new UserLists(instance),
    clips: new Clips(instance),
    flashes: new Flashes(instance),
    gallery: new Gallery(instance),
    pages: new Pages(instance),
    customEmojis: new CustomEmojis(instance),
    reversi: new Reversi(instance),
    bubbleGame: new BubbleGameRecords(instance),
    abuseReports,
    moderationLog: new ModerationLog(instance),
    jobs,
    favorites: new NoteFavorites(instance),
    threadMutings: new ThreadMutings(db),
    noteDrafts: new NoteDrafts(instance),
    userIps,
    captcha: new Captcha(
      () => instance.settings.get(),
      (change) => instance.settings.update(change),
    ),
    channelMutings: new ChannelMutings(db),
    memos: new UserMemos(db),
    antennas: new Antennas(instance),
    channels: new Channels(instance),
    roles: roles as Roles,
    announcements: new Announcements(instance),
    chat: new Chat(instance, notifications, following),
    ads: new Ads(db),
    knownServers: new KnownServers(instance),
    webhooks: new Webhooks(instance, addresses),
    avatarDecorations: new AvatarDecorations(db),
    securityKeys: new SecurityKeys(db, () => {
      const url = new URL(instance.url());
      return { rpID: url.hostname, origin: url.origin, rpName: instance.settings.get().name };
    }),
    mailer,
    systemWebhooks: new SystemWebhooks(instance, addresses, mailer, abuseReports),
    translator: new Translator(() => instance.settings.get(), addresses, options.deeplEndpoint ?? null),
  };
  await registerApi(app, endpoints, authenticate, {
    services,
    uploads: { maxFileSize: () => (roles as Roles).largestMaxFileSizeMb() * MiB, tooBig: driveErrors.tooBig },
    rateLimiter: options.rateLimits === false ? null : new RateLimiter(),
    rateLimitFactor: (user) => instance.policiesOf(user.id).rateLimitFactor,
    atomically: instance.atomically,
  });
  app.addHook('onClose', async () => services.reversi.dispose());
  registerMiauthCheck(app, services);
  await registerOAuth(
    app,
    new OAuthProvider(users, addresses, () => instance.url()),
    options.sendAppPage ?? sendBareAppPage,
  );
  sendEmailNotifications(instance, services.mailer);
  deliverPushNotifications(instance, services.push, addresses);
  await registerFiles(app, drive.filesDir, db);
  registerMediaRoutes(app, instance);
  registerMediaProxy(app, instance, drive, { allowed: options.proxyRemoteMedia ?? false, addresses });
  registerUrlPreview(app, instance, { addresses, mediaProxy: options.proxyRemoteMedia ?? false });
  const channels = createChannels(instance, services);
  const streaming = await registerStreaming(
    app,
    channels,
    async (token) => {
      if (token === null) return { userId: null, permission: null };
      const caller = users.caller(token);
      // Misskey lets an app token stream only with read:account.
      if (!caller || caller.user.is_deleted || (caller.app && !caller.app.permission.includes('read:account')))
        return undefined;
      return { userId: caller.user.id, permission: caller.app?.permission ?? null };
    },
    [noteCapture(instance), readNotification(notifications)],
  );
  instance.events.on('tokenRevoked', (token) => streaming.closeToken(token));
  // Broadcasts (announcementCreated) go to every connection, signed in or not.
  instance.events.on('broadcast', (type, body) => {
    for (const connection of streaming.open) connection.send(type, body);
  });
  // Demo content needs the public URL (mentions, file URLs), known once the server listens.
  const afterListen = async (): Promise<string[]> => {
    pollEndings.start();
    if (options.seed !== 'demo') return [];
    const seeded = await seedDemo(instance, { users, following, notifications, reactions, drive, ads: services.ads });
    return [
      seeded.length > 0
        ? `Demo content added. Sign in as ${seeded.join(', ')} with the password '${DEMO_PASSWORD}'.`
        : 'The instance already has accounts, so no demo content was added.',
    ];
  };
  return { instance, endpoints, channels, afterListen };
}
