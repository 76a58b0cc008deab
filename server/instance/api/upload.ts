import type { FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../errors';
import type { ApiContext } from './context';

/** How big an upload may be, and the error for one that is bigger. */
export interface UploadLimits {
  maxFileSize(): number;
  tooBig(): ApiError;
}

/**
 * Reads a multipart upload: its text fields and its one file. A file over the size limit, a text
 * field over the multipart field limit (which the parser would cut silently), and a malformed body
 * (no boundary, cut short) are refused as the caller's error, never as a server failure.
 */
export async function readUpload(
  request: FastifyRequest,
  uploads: UploadLimits,
): Promise<{ fields: Record<string, unknown>; file: NonNullable<ApiContext['file']> }> {
  if (!request.isMultipart())
    throw apiErrors.invalidParam({ reason: 'this endpoint takes a multipart/form-data upload' });
  try {
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
      if (!field || Array.isArray(field) || field.type !== 'field') continue;
      if (field.valueTruncated || field.fieldnameTruncated) {
        throw apiErrors.invalidParam({ param: name, reason: 'a multipart field may be at most 64 KiB' });
      }
      fields[name] = field.value;
    }
    return { fields, file: { data, name: part.filename, type: part.mimetype } };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Busboy's and the multipart plugin's own errors all mean the body was not readable multipart.
    throw apiErrors.invalidParam({ reason: `malformed multipart body: ${(error as Error).message}` });
  }
}
