import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { parse as parseHtml } from 'node-html-parser';
import type { SendAppPage } from './client';
import { OAUTH_META_PREFIX } from './instance/oauth/oauth-routes';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from './proxied-paths';

/**
 * How the proxy's HTTP/1.1 connections to the server are kept (undici's pool, through
 * @fastify/reply-from; answers are piped to the client as they come, never buffered).
 */
export const UPSTREAM_CONNECTIONS = {
  /** Connections kept per path prefix at most; sequential calls reuse one. */
  connections: 128,
  /** One request at a time on a connection: a slow answer never holds up a fast one behind it. */
  pipelining: 1,
  /**
   * How long an idle connection stays open when the server's answer does not say (nginx does not
   * send a Keep-Alive header; Node servers such as Misskey's do, and that is used instead). undici
   * would close it after 4 s, so a person's next call after a pause would open a new connection,
   * with a TLS handshake to an https server. Kept under common idle timeouts (nginx 75 s, load
   * balancers 60 s) so the server does not close a connection as a call goes out on it.
   */
  keepAliveTimeout: 30_000,
  /** An https server's certificate is checked: reply-from's default would accept any. */
  connect: { rejectUnauthorized: true },
};

/**
 * Proxy mode: forwards the Misskey server's paths (API, streaming, files, emoji, OAuth, ...) to a
 * remote server so that the client, served from here, talks to it same-origin.
 */
export async function registerProxy(app: FastifyInstance, instance: URL, sendAppPage: SendAppPage): Promise<void> {
  const upstream = instance.origin;
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === STREAMING_PREFIX,
      undici: UPSTREAM_CONNECTIONS,
      // Its connections to the server close with it.
      destroyAgent: true,
      // The remote server sees its own host, as it would from its own web client.
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, host: instance.host }),
      },
    });
  }
  registerOAuthPage(app, upstream, sendAppPage);
}

/**
 * GET /oauth/authorize: the server checks the request and keeps its transaction; its answer is
 * either its own web client's page with the transaction in meta tags, which goes out as Tessera's
 * page with the same tags (so Tessera's consent page decides), or a redirect or error, relayed.
 */
function registerOAuthPage(app: FastifyInstance, upstream: string, sendAppPage: SendAppPage): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const answer = await fetch(new URL(request.url, upstream), {
      headers: { accept: 'text/html', 'accept-language': request.headers['accept-language'] ?? '' },
      redirect: 'manual',
    });
    const body = await answer.text();
    if (answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html')) {
      const meta = Object.fromEntries(
        parseHtml(body)
          .querySelectorAll('meta[name][content]')
          .map((tag) => [tag.getAttribute('name') ?? '', tag.getAttribute('content') ?? ''] as const)
          .filter(([name]) => name.startsWith(OAUTH_META_PREFIX)),
      );
      const redirectUri = (request.query as Record<string, unknown>).redirect_uri;
      const formActions =
        typeof redirectUri === 'string' && URL.canParse(redirectUri) ? [new URL(redirectUri).origin] : [];
      return sendAppPage(reply, { meta, formActions });
    }
    for (const header of ['content-type', 'location', 'cache-control']) {
      const value = answer.headers.get(header);
      if (value) reply.header(header, value);
    }
    return reply.code(answer.status).send(body);
  });
}
