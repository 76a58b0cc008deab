// For tests: the options of a whole Tessera server (app.ts) started inside a test.
import type { ServerOptions } from './options';

/**
 * What a test starts a server with: a free port on the loopback, no client, limits on and every
 * optional part off; `over` gives the rest (the data folder, a remote instance…).
 */
export function testServerOptions(over: Partial<ServerOptions> & Pick<ServerOptions, 'dataDir'>): ServerOptions {
  return {
    host: '127.0.0.1',
    port: 0,
    instance: null,
    clientDir: null,
    seed: null,
    enableTestReset: false,
    rateLimits: true,
    allowedPrivateNetworks: [],
    mailOutbox: null,
    proxyRemoteMedia: false,
    extensionsDir: null,
    extensionsConfig: null,
    deeplEndpoint: null,
    ...over,
  };
}
