import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SendAppPage } from '../../client';
import { OAuthError } from './oauth-error';
import type { OAuthProvider } from './oauth-provider';

/** What the names of the consent page's meta tags begin with, as Misskey's page carries them. */
export const OAUTH_META_PREFIX = 'misskey:oauth:';

/** The names of the meta tags the consent page reads. */
const OAUTH_META = {
  transactionId: `${OAUTH_META_PREFIX}transaction-id`,
  clientName: `${OAUTH_META_PREFIX}client-name`,
  clientLogo: `${OAUTH_META_PREFIX}client-logo`,
  scope: `${OAUTH_META_PREFIX}scope`,
} as const;

/** A form body (application/x-www-form-urlencoded) as an object of its first values. */
function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

function answerError(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof OAuthError)) throw error;
  if (error.status === 401) reply.header('WWW-Authenticate', `Bearer realm="Clients", error="${error.code}"`);
  return reply.code(error.status).send(error.toJSON());
}

/**
 * Misskey's OAuth 2.0 routes: the server metadata, /oauth/authorize (the app's page with the
 * transaction in meta tags, or the app told what was wrong), /oauth/decision (the consent page's
 * form), /oauth/token (the app's exchange, open to other origins), and 404 with Misskey's error
 * for anything else under /oauth.
 */
export async function registerOAuth(app: FastifyInstance, provider: OAuthProvider, sendAppPage: SendAppPage) {
  app.get('/.well-known/oauth-authorization-server', (_request, reply) => reply.send(provider.metadata()));
  await app.register(async (oauth) => {
    oauth.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, parseForm(body as string)),
    );
    oauth.get('/oauth/authorize', async (request, reply) => {
      const outcome = await provider.authorize(request.query as Record<string, unknown>);
      if (outcome.kind === 'error') return answerError(reply, outcome.error);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location);
      const { client, redirectUri, scopes } = outcome.request;
      return sendAppPage(reply, {
        meta: {
          [OAUTH_META.transactionId]: outcome.transactionId,
          [OAUTH_META.clientName]: client.name,
          ...(client.logo ? { [OAUTH_META.clientLogo]: client.logo } : {}),
          [OAUTH_META.scope]: scopes.join(' '),
        },
        // The decision's answer redirects to the app: the page's form may go there.
        formActions: [new URL(redirectUri).origin],
      });
    });
    oauth.post('/oauth/decision', (request, reply) => {
      try {
        return reply.redirect(provider.decide((request.body ?? {}) as Record<string, unknown>));
      } catch (error) {
        return answerError(reply, error);
      }
    });
    oauth.options('/oauth/token', (_request, reply) =>
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', 'Content-Type')
        .code(204)
        .send(),
    );
    oauth.post('/oauth/token', (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      try {
        const token = provider.exchange((request.body ?? {}) as Record<string, unknown>);
        return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(token);
      } catch (error) {
        return answerError(reply, error);
      }
    });
    oauth.all('/oauth/*', (_request, reply) =>
      reply.code(404).send({
        error: {
          message: 'Unknown OAuth endpoint.',
          code: 'UNKNOWN_OAUTH_ENDPOINT',
          id: 'aa49e620-26cb-4e28-aad6-8cbcb58db147',
          kind: 'client',
        },
      }),
    );
  });
}
