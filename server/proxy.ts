import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from './proxied-paths';

/**
 * Proxy mode: forwards the Misskey server's paths (API, streaming, files, emoji, ...) to a
 * remote server so that the client, served from here, talks to it same-origin.
 */
export async function registerProxy(app: FastifyInstance, instance: URL): Promise<void> {
  const upstream = instance.origin;
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === STREAMING_PREFIX,
      // The remote server sees its own host, as it would from its own web client.
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, host: instance.host }),
      },
    });
  }
}
