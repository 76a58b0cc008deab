import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from './context';
import type { AnyEndpoint } from './endpoint';
import { ApiError, apiErrors } from './errors';
import { validateParams } from './params';

/** Resolves a token to a caller, or throws AUTHENTICATION_FAILED. */
export type Authenticate = (token: string | null) => Promise<Pick<ApiContext, 'token' | 'user'>>;

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Serves POST /api/{endpoint} (and GET for endpoints that allow it) the way Misskey does:
 * JSON in, JSON out, 204 for an empty result, and Misskey's error objects on failure.
 * The token comes from the body's `i` or an `Authorization: Bearer` header.
 */
export async function registerApi(
  app: FastifyInstance,
  endpoints: readonly AnyEndpoint[],
  authenticate: Authenticate,
  uploads: { maxFileSize(): number; tooBig(): ApiError } = {
    maxFileSize: () => 0,
    tooBig: () => apiErrors.invalidParam(),
  },
): Promise<void> {
  const byName = new Map(endpoints.map((e) => [e.name as string, e]));

  await app.register(async (api) => {
    await api.register(multipart, { limits: { files: 1, fields: 32, fieldSize: 64 * 1024 } });
    // Misskey answers malformed JSON with INVALID_PARAM rather than Fastify's own error shape.
    api.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      if (error.statusCode === 413) {
        return reply.code(413).send({ error: { ...apiErrors.invalidParam().body, message: 'Request too large.' } });
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

      const token = tokenOf(body, request.headers.authorization);
      if (token === false) return sendError(reply, apiErrors.invalidParam({ param: 'i', reason: 'must be string' }));
      const caller = await authenticate(token);
      if (endpoint.requireCredential && caller.token === null) throw apiErrors.credentialRequired();
      const params = validateParams(endpoint, body, {
        castStrings: request.method === 'GET' || endpoint.requireFile === true,
      });
      const ctx: ApiContext = { ...caller, ip: request.ip, ...(file ? { file } : {}) };
      const result = await endpoint.handle(params, ctx);
      if (result === undefined || result === null) return reply.code(204).send();
      return reply.send(result);
    };

    api.post('/api/*', { bodyLimit: MAX_BODY_BYTES }, handle);
    api.get('/api/*', handle);
  });
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).send({ error: error.body });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The call's token: body `i` first, then a Bearer header; false when `i` is not a string. */
function tokenOf(body: Record<string, unknown>, authorization: string | undefined): string | null | false {
  const i = body.i;
  if (i !== undefined && i !== null) return typeof i === 'string' ? i : false;
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i);
  return bearer?.[1] ?? null;
}

/** Reads a multipart upload: its text fields and its one file, refusing one over the size limit. */
async function readUpload(
  request: FastifyRequest,
  uploads: { maxFileSize(): number; tooBig(): ApiError },
): Promise<{ fields: Record<string, unknown>; file: NonNullable<ApiContext['file']> }> {
  if (!request.isMultipart())
    throw apiErrors.invalidParam({ reason: 'this endpoint takes a multipart/form-data upload' });
  // One byte over the limit, so a file cut at the limit is told apart from one exactly at it.
  const part = await request.file({ limits: { fileSize: uploads.maxFileSize() + 1 } });
  if (!part) throw apiErrors.invalidParam({ param: 'file', reason: 'a file is required' });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploads.tooBig();
    throw error;
  }
  // The stream can end at the cut without the reader noticing: never keep a truncated file.
  if (part.file.truncated || data.length > uploads.maxFileSize()) throw uploads.tooBig();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  }
  return { fields, file: { data, name: part.filename, type: part.mimetype } };
}
