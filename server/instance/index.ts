import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type AnyEndpoint, defineEndpoint } from './api/endpoint';
import { accountEndpoints } from './api/endpoints/account';
import { authEndpoints } from './api/endpoints/auth';
import { driveEndpoints } from './api/endpoints/drive';
import { interactionEndpoints } from './api/endpoints/interactions';
import { metaEndpoint } from './api/endpoints/meta';
import { miscEndpoints } from './api/endpoints/misc';
import { noteEndpoints } from './api/endpoints/notes';
import { notificationEndpoints } from './api/endpoints/notifications';
import { registryEndpoints } from './api/endpoints/registry';
import { userEndpoints } from './api/endpoints/users';
import { apiErrors } from './api/errors';
import { RateLimiter } from './api/rate-limit';
import { type Caller, registerApi } from './api/router';
import { atomically } from './atomic';
import { openDatabase } from './db/database';
import { Drive, driveErrors } from './drive/drive';
import { AddressPolicy } from './drive/fetch-url';
import { InstanceEvents } from './events';
import { registerFiles } from './files';
import { Following } from './following/following';
import type { Instance } from './instance';
import { registerMediaRoutes } from './media-routes';
import { Notifications } from './notifications/notifications';
import { Reactions } from './reactions/reactions';
import { DEMO_PASSWORD, resetInstance, seedDemo } from './seed';
import { SettingsStore } from './settings-store';
import { createChannels } from './streaming/channels';
import { noteCapture, readNotification } from './streaming/features';
import { registerStreaming } from './streaming/register';
import { Users } from './users/users';

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
}

/** Mounts the local Misskey-compatible instance (API and streaming) on a Fastify app. */
export async function registerLocalInstance(
  app: FastifyInstance,
  options: LocalInstanceOptions,
): Promise<{ instance: Instance; endpoints: readonly AnyEndpoint[]; afterListen(): Promise<string[]> }> {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase(options.dataDir);
  app.addHook('onClose', async () => db.close());
  const events = new InstanceEvents();
  const unitOfWork = atomically(db, events);
  const instance: Instance = {
    db,
    settings: new SettingsStore(db),
    events,
    dataDir: options.dataDir,
    url: options.url,
    host: () => new URL(options.url()).host,
    atomically: <T>(run: () => T) => unitOfWork(run),
  };
  const users = new Users(db);
  const notifications = new Notifications(instance);
  const following = new Following(instance, notifications);
  const reactions = new Reactions(instance, notifications);
  const drive = new Drive(instance);

  const authenticate = async (token: string | null): Promise<Caller> => {
    if (token === null) return { token: null, user: null, app: null };
    const caller = users.caller(token);
    if (!caller) throw apiErrors.authenticationFailed();
    return { token, ...caller };
  };
  const endpoints: AnyEndpoint[] = [
    metaEndpoint(instance, users),
    ...authEndpoints(instance, users),
    ...accountEndpoints(instance, users),
    ...noteEndpoints(instance, notifications),
    ...userEndpoints(instance, users, following),
    ...interactionEndpoints(instance, reactions),
    ...notificationEndpoints(notifications),
    ...driveEndpoints(instance, drive, new AddressPolicy(options.allowedPrivateNetworks ?? [])),
    ...registryEndpoints(instance),
    ...miscEndpoints(instance, users, notifications),
  ];
  if (options.enableTestReset) {
    endpoints.push(
      defineEndpoint({
        name: 'reset-db',
        requireCredential: false,
        kind: null,
        limit: null,
        params: { type: 'object', properties: {} },
        handle() {
          resetInstance(instance, drive);
          return undefined;
        },
      }),
    );
  }
  await registerApi(app, endpoints, authenticate, {
    uploads: { maxFileSize: () => drive.maxFileSize(), tooBig: driveErrors.tooBig },
    rateLimiter: options.rateLimits === false ? null : new RateLimiter(),
    rateLimitFactor: () => instance.settings.get().policies.rateLimitFactor,
    atomically: instance.atomically,
  });
  await registerFiles(app, drive.filesDir, db);
  registerMediaRoutes(app, instance);
  const streaming = await registerStreaming(
    app,
    createChannels(instance),
    async (token) => {
      if (token === null) return null;
      const caller = users.caller(token);
      // Misskey lets an app token stream only with read:account.
      if (!caller || (caller.app && !caller.app.permission.includes('read:account'))) return undefined;
      return caller.user.id;
    },
    [noteCapture(instance), readNotification(notifications)],
  );
  instance.events.on('tokenRevoked', (token) => streaming.closeToken(token));
  // Demo content needs the public URL (mentions, file URLs), known once the server listens.
  const afterListen = async (): Promise<string[]> => {
    if (options.seed !== 'demo') return [];
    const seeded = await seedDemo(instance, { users, following, notifications, reactions, drive });
    return [
      seeded.length > 0
        ? `Demo content added. Sign in as ${seeded.join(', ')} with the password '${DEMO_PASSWORD}'.`
        : 'The instance already has accounts, so no demo content was added.',
    ];
  };
  return { instance, endpoints, afterListen };
}
