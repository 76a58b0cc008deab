import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { parse as parseHtml } from 'node-html-parser';
import type { SendAppPage } from './client';
import { OAUTH_META_PREFIX } from './instance/oauth/oauth-routes';
import { PROXIED_PREFIXES, STREAMING_PREFIX } from './proxied-paths';

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
