import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { metaEndpoint } from './api/endpoints/meta';
import { apiErrors } from './api/errors';
import { registerApi } from './api/router';
import { defaultInstanceSettings } from './settings';
import type { InstanceState } from './state';
import { registerStreaming } from './streaming/register';

export interface LocalInstanceOptions {
  dataDir: string;
  /** The public base URL, known once the server listens. */
  url: () => string;
}

/** Mounts the local Misskey-compatible instance (API and streaming) on a Fastify app. */
export async function registerLocalInstance(app: FastifyInstance, options: LocalInstanceOptions): Promise<void> {
  mkdirSync(options.dataDir, { recursive: true });
  const settings = defaultInstanceSettings();
  const state: InstanceState = {
    settings: () => settings,
    userCount: () => 0,
    url: options.url,
  };
  // No accounts exist yet: any token is unknown, so it fails as Misskey's does.
  const authenticate = async (token: string | null) => {
    if (token !== null) throw apiErrors.authenticationFailed();
    return { token: null };
  };
  await registerApi(app, [metaEndpoint(state)], authenticate);
  await registerStreaming(app, [], async (token) => (token === null ? null : undefined));
}
