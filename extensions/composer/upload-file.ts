import { ApiError, CLIENT_ERROR_CODES } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * Uploads a file to the drive as drive/files/create takes it (spec 000 section 7: multipart
 * with i, force, file, name), for the given account's token. Rejects with an ApiError, so the
 * spec's error texts apply; a 413 is the size limit.
 */
export async function uploadFile(file: Blob, name: string, token: string): Promise<entities.DriveFile> {
  const form = new FormData();
  form.append('i', token);
  form.append('force', 'true');
  form.append('name', name);
  form.append('file', file, name);
  let response: Response;
  try {
    response = await fetch('/api/drive/files/create', { method: 'POST', body: form, credentials: 'omit' });
  } catch (error) {
    throw new ApiError(
      {
        code: CLIENT_ERROR_CODES.network,
        message: error instanceof Error ? error.message : 'network error',
        id: 'client:network',
      },
      0,
      'drive/files/create',
    );
  }
  if (response.status === 413) {
    throw new ApiError(
      {
        code: 'FILE_TOO_LARGE',
        message: 'cannot upload because it exceeds the file size limit',
        id: 'client:too-large',
      },
      413,
      'drive/files/create',
    );
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; id: string };
  } | null;
  if (!response.ok || !body) {
    const error = body?.error ?? { code: 'UNKNOWN', message: `HTTP ${response.status}`, id: 'client:upload-failed' };
    throw new ApiError(error, response.status, 'drive/files/create');
  }
  return body as entities.DriveFile;
}

/** Spec 000 section 4: a pasted file's name, a timestamp and its number. */
export function pastedFileName(type: string, index: number, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}.${pad(now.getSeconds())}`;
  const extension = type.split('/')[1]?.split('+')[0] ?? 'bin';
  return `${stamp}-${index + 1}.${extension}`;
}
