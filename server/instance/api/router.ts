import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../errors';
import { appTokenMayUse } from '../permissions';
import type { Services } from '../services';
import type { ApiContext } from './context';
import type { AnyEndpoint } from './endpoint';
import { validateParams } from './params';
import type { RateLimiter } from './rate-limit';
import { readUpload, type UploadLimits } from './upload';

/** Who a token belongs to: the user, and for an app token the permissions it was given. */
export interface Caller {
  token: string | null;
  user: ApiContext['user'];
  /** The app token's permissions; null for a native token (full access) or a visitor. */
  app: { permission: readonly string[] } | null;
}

/** Resolves a token to a caller, or throws AUTHENTICATION_FAILED. */
/** Finds who calls with a token; `ip` is the caller's address (kept while IP logging is on). */
export type Authenticate = (token: string | null, ip: string) => Promise<Caller>;

/** What the dispatcher enforces beyond each endpoint's own declaration. */
export interface ApiOptions {
  /** The instance's parts, handed to every endpoint in its context. */
  services: Services;
  uploads?: UploadLimits;
  /** Counts calls against the endpoints' rate limits; null switches every limit off. */
  rateLimiter?: RateLimiter | null;
  /** The caller's role policy `rateLimitFactor` (Misskey scales limits by it; 0 disables them). */
  rateLimitFactor?: (user: NonNullable<ApiContext['user']>) => number;
  /** Runs a handler as one unit of work (a transaction that rolls back when it throws). */
  atomically?: <T>(run: () => T) => T;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than this is refused before anything walks it (no endpoint takes more than a few levels). */
const MAX_BODY_DEPTH = 64;

/**
 * Serves POST /api/{endpoint} (and GET for endpoints that allow it) the way Misskey does:
 * JSON in, JSON out, 204 for an empty result, and Misskey's error objects on failure.
 * The token comes from an `Authorization: Bearer` header or the body's `i`. Every endpoint's
 * declaration is enforced here, in Misskey's order: native-only, rate limit, credentials,
 * suspension, roles, then the app token's permission, and only then the parameters.
 */
export async function registerApi(
  app: FastifyInstance,
  endpoints: readonly AnyEndpoint[],
  authenticate: Authenticate,
  options: ApiOptions,
): Promise<void> {
  const byName = new Map(endpoints.map((e) => [e.name as string, e]));
  const uploads = options.uploads ?? { maxFileSize: () => 0, tooBig: () => apiErrors.invalidParam() };

  await app.register(async (api) => {
    await api.register(multipart, { limits: { files: 1, fields: 32, fieldSize: 64 * 1024, parts: 40 } });
    // Misskey answers malformed JSON with INVALID_PARAM rather than Fastify's own error shape.
    api.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      if (error.statusCode === 413) {
        return sendError(reply, new ApiError(413, { ...apiErrors.invalidParam().body, message: 'Request too large.' }));
      }
      if (error.statusCode !== undefined && error.statusCode < 500) {
        return sendError(reply, apiErrors.invalidParam({ reason: error.message }));
      }
      api.log.error(error);
      return sendError(reply, apiErrors.internal());
    });

    const handle = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const name = request.params['*'];
      const endpoint = byName.get(name);
      if (!endpoint || (request.method === 'GET' && !endpoint.allowGet)) {
        return sendError(reply, apiErrors.unknownEndpoint());
      }
      let file: ApiContext['file'];
      let raw: unknown = request.method === 'GET' ? request.query : request.body;
      if (endpoint.requireFile) {
        const upload = await readUpload(request, uploads);
        raw = upload.fields;
        file = upload.file;
      }
      const body = isPlainObject(raw) ? raw : raw == null ? {} : null;
      if (body === null) return sendError(reply, apiErrors.invalidParam({ reason: 'body must be a JSON object' }));
      if (depthOf(body) > MAX_BODY_DEPTH) {
        return sendError(reply, apiErrors.invalidParam({ reason: `nested deeper than ${MAX_BODY_DEPTH} levels` }));
      }

      const token = tokenOf(body, request.headers.authorization);
      if (token === false) return sendError(reply, apiErrors.invalidParam({ param: 'i', reason: 'must be string' }));
      const caller = await authenticate(token, request.ip);
      enforce(endpoint, caller, request.ip, options);
      const params = validateParams(endpoint, body, {
        castStrings: request.method === 'GET' || endpoint.requireFile === true,
      });
      const ctx: ApiContext = {
        token: caller.token,
        user: caller.user,
        native: caller.user !== null && caller.app === null,
        ip: request.ip,
        headers: stringHeaders(request.headers),
        services: options.services,
        ...(file ? { file } : {}),
      };
      const run = () => endpoint.handle(params, ctx);
      const result = await (options.atomically ? options.atomically(run) : run());
      if (result === undefined || result === null) return reply.code(204).send();
      return reply.send(result);
    };

    api.post('/api/*', { bodyLimit: MAX_BODY_BYTES }, handle);
    api.get('/api/*', handle);
    // Misskey's catch-all: any other method is an unknown endpoint, as an error object.
    api.route({
      method: ['PUT', 'PATCH', 'DELETE'],
      url: '/api/*',
      handler: (_request, reply) => sendError(reply, apiErrors.unknownEndpoint()),
    });
  });
}

/** Checks the endpoint's declaration against the caller; throws the error Misskey would answer. */
function enforce(endpoint: AnyEndpoint, caller: Caller, ip: string, options: ApiOptions): void {
  const { user, app } = caller;
  if (endpoint.secure && (user === null || app !== null)) throw apiErrors.accessDenied();
  if (endpoint.limit && options.rateLimiter) {
    const factor = user && options.rateLimitFactor ? options.rateLimitFactor(user) : 1;
    const refused = options.rateLimiter.take(endpoint.limit, endpoint.name, user ? user.id : `ip:${ip}`, factor);
    if (refused) throw endpoint.limitError?.() ?? apiErrors.rateLimitExceeded(refused);
  }
  const needsUser = endpoint.requireCredential || endpoint.requireModerator === true || endpoint.requireAdmin === true;
  if (needsUser) {
    if (user === null) throw apiErrors.credentialRequired();
    if (user.is_suspended) throw apiErrors.suspended();
  }
  const { roles } = options.services;
  if (user && endpoint.requireAdmin && !roles.isAdministrator(user)) throw apiErrors.notAdministrator();
  if (user && endpoint.requireModerator && !roles.isModerator(user)) throw apiErrors.notModerator();
  if (user && endpoint.requireRolePolicy && !roles.isAdministrator(user)) {
    if (!options.services.instance.policiesOf(user.id)[endpoint.requireRolePolicy]) throw apiErrors.notInRole();
  }
  if (app && !appTokenMayUse(app.permission, { kind: endpoint.kind, requireCredential: needsUser })) {
    throw apiErrors.permissionDenied();
  }
}

/** Sends a Misskey error object with the status and the headers Misskey adds to it. */
function sendError(reply: FastifyReply, error: ApiError) {
  const { code, kind, message, info } = error.body;
  if (code === 'AUTHENTICATION_FAILED') {
    reply.header('WWW-Authenticate', `Bearer realm="Misskey", error="invalid_token", error_description="${message}"`);
  } else if (error.status === 401) {
    reply.header('WWW-Authenticate', 'Bearer realm="Misskey"');
  } else if (code === 'RATE_LIMIT_EXCEEDED') {
    const resetSec = (info as { resetSec?: unknown } | undefined)?.resetSec;
    if (typeof resetSec === 'number') reply.header('Retry-After', String(resetSec));
  } else if (code === 'PERMISSION_DENIED') {
    reply.header(
      'WWW-Authenticate',
      `Bearer realm="Misskey", error="insufficient_scope", error_description="${message}"`,
    );
  } else if (kind === 'client' && code !== 'UNKNOWN_API_ENDPOINT') {
    reply.header('WWW-Authenticate', `Bearer realm="Misskey", error="invalid_request", error_description="${message}"`);
  }
  return reply.code(error.status).send({ error: error.body });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How deeply a parsed JSON value nests, counted without recursion so no input can overflow the stack. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The call's token: a Bearer header first (as Misskey reads it), then body `i`; false when `i` is not a string. */
function tokenOf(body: Record<string, unknown>, authorization: string | undefined): string | null | false {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  const i = body.i;
  if (i !== undefined && i !== null) return typeof i === 'string' ? i : false;
  return null;
}

/** The headers that came as one string each (Node gives repeated ones as arrays). */
function stringHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
