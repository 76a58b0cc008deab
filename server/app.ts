import Fastify, { type FastifyInstance } from 'fastify';
import { loadClientPage, registerClient, type SendAppPage, sendBareAppPage } from './client';
import { registerLocalInstance } from './instance';
import type { AnyEndpoint } from './instance/api/endpoint';
import type { ChannelDefinition } from './instance/streaming/channel';
import type { ServerOptions } from './options';
import { registerProxy } from './proxy';
import { installAtStart, registerExtensionModules } from './runtime-extensions/install-at-start';
import { withRuntimeExtensions } from './runtime-extensions/page';

/** A started Tessera server. */
export interface RunningServer {
  app: FastifyInstance;
  /** The base URL it listens on, such as http://127.0.0.1:3000. */
  url: string;
  /** Things to tell the person who started it (demo accounts, ...). */
  notices: string[];
  /** The local instance's endpoint definitions; empty in proxy mode. */
  endpoints: readonly AnyEndpoint[];
  /** The local instance's stream channels; empty in proxy mode. */
  channels: readonly ChannelDefinition[];
  close(): Promise<void>;
}

/**
 * Builds and starts the server: the local instance (or a proxy to a remote one) and the client.
 * `sendAppPage` stands in for the built client's page where another serves it (Vite in dev mode).
 */
export async function startServer(
  options: ServerOptions,
  overrides: { sendAppPage?: SendAppPage } = {},
): Promise<RunningServer> {
  const app = Fastify({ logger: { level: process.env.TESSERA_LOG ?? 'warn' }, forceCloseConnections: true });
  let url = '';
  let afterListen: () => Promise<string[]> = async () => [];
  let endpoints: readonly AnyEndpoint[] = [];
  let channels: readonly ChannelDefinition[] = [];
  const runtime = options.clientDir ? await installAtStart({ ...options, clientDir: options.clientDir }) : null;
  const client = options.clientDir
    ? loadClientPage(
        options.clientDir,
        runtime ? (html) => withRuntimeExtensions(html, runtime.host, runtime.extensions) : undefined,
      )
    : null;
  const sendAppPage = overrides.sendAppPage ?? client?.send ?? sendBareAppPage;
  if (options.instance) {
    await registerProxy(app, options.instance, sendAppPage);
  } else {
    const local = await registerLocalInstance(app, {
      dataDir: options.dataDir,
      url: () => url,
      seed: options.seed,
      enableTestReset: options.enableTestReset,
      rateLimits: options.rateLimits,
      allowedPrivateNetworks: options.allowedPrivateNetworks,
      mailOutbox: options.mailOutbox,
      proxyRemoteMedia: options.proxyRemoteMedia,
      deeplEndpoint: options.deeplEndpoint,
      sendAppPage,
    });
    afterListen = local.afterListen;
    endpoints = local.endpoints;
    channels = local.channels;
  }
  if (runtime) registerExtensionModules(app, runtime.extensions);
  if (client) await registerClient(app, client);
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  const notices = [...(runtime?.notices ?? []), ...(await afterListen())];
  return { app, url, notices, endpoints, channels, close: () => app.close() };
}
