import { isUploadableType } from '@tessera/mime-patterns';
import { ApiError, CLIENT_ERROR_CODES, fetchInstanceMeta, type Readable, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { UploadRequest, UploadSource } from '../api';
import { compressImage } from './compress-image';
import { compressesUpload, exceedsSizeLimit, uploadComment, uploadName } from './upload-rules';

/** One upload under way, as the progress lists show it. */
export interface UploadInProgress {
  id: string;
  group: string;
  name: string;
  /** Compressing first, then sending. */
  phase: 'compressing' | 'sending';
  loaded: number;
  total: number;
  /** A preview of an image being sent (an object URL, revoked when it leaves the list). */
  previewUrl: string | null;
  cancel(): void;
}

/** Misskey's ids for the upload errors spec 000 section 8 words itself. */
const INAPPROPRIATE_ID = 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2';
const NO_FREE_SPACE_ID = 'd08dbc37-a6a9-463a-8c47-96c32ab5f064';

let uploads: readonly UploadInProgress[] = [];
const listeners = new Set<() => void>();
const setUploads = (next: readonly UploadInProgress[]) => {
  uploads = next;
  for (const listener of listeners) listener();
};
const change = (id: string, patch: Partial<UploadInProgress>) =>
  setUploads(uploads.map((u) => (u.id === id ? { ...u, ...patch } : u)));

/** Every upload under way in this tab. */
export const uploadsInProgress: Readable<readonly UploadInProgress[]> = {
  get: () => uploads,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The server's upload limit from its metadata; none known when the metadata cannot be had. */
async function serverMaxFileSize(host: TesseraHost): Promise<number | null> {
  try {
    const { maxFileSize } = (await fetchInstanceMeta(host.api)) as { maxFileSize?: number };
    return typeof maxFileSize === 'number' ? maxFileSize : null;
  } catch {
    return null;
  }
}

/** Uploads files as the `drive.upload` command describes, one progress entry each. */
export async function uploadFiles(
  host: TesseraHost,
  request: UploadRequest,
  t: (key: string, params?: Record<string, string | number>) => string,
): Promise<entities.DriveFile[]> {
  const prefs = host.preferences;
  const compress = compressesUpload(request.compress, prefs.get('keepOriginalUploading'));
  const folderId = request.folderId !== undefined ? request.folderId : prefs.get('uploadFolder');
  const serverMax = await serverMaxFileSize(host);
  const { policies } = host.viewer.get();
  const policyMb = policies.maxFileSizeMb ?? null;

  const one = async (source: UploadSource): Promise<entities.DriveFile | null> => {
    if (exceedsSizeLimit(source.blob.size, { serverMax, policyMb })) {
      await host.modals.dialog({
        type: 'error',
        title: t('upload.failed', { name: source.name }),
        text: t('upload.tooLarge'),
      });
      return null;
    }
    // A type the browser does not know ('') is the server's to sniff and judge.
    const type = source.blob.type;
    if (type && policies.uploadableFileTypes && !isUploadableType(type, policies.uploadableFileTypes)) {
      await host.modals.dialog({
        type: 'error',
        title: t('upload.failed', { name: source.name }),
        text: t('upload.typeNotAllowed', { type }),
      });
      return null;
    }
    const id = crypto.randomUUID();
    const abort = new AbortController();
    const isImage = source.blob.type.startsWith('image/');
    setUploads([
      ...uploads,
      {
        id,
        group: request.group ?? 'default',
        name: source.name,
        phase: compress && isImage ? 'compressing' : 'sending',
        loaded: 0,
        total: source.blob.size,
        previewUrl: isImage ? URL.createObjectURL(source.blob) : null,
        cancel: () => abort.abort(),
      },
    ]);
    try {
      const compressed = compress ? await compressImage(source.blob) : null;
      if (abort.signal.aborted) return null;
      const blob = compressed?.blob ?? source.blob;
      const name = uploadName(source.name, {
        keepOriginal: prefs.get('keepOriginalFilename'),
        convertedExtension: compressed?.extension ?? null,
        id: () => crypto.randomUUID(),
      });
      change(id, { phase: 'sending', total: blob.size });
      const comment = uploadComment(source.comment);
      const file = await host.api.upload<entities.DriveFile>(
        'drive/files/create',
        {
          force: 'true',
          name,
          file: new File([blob], name, { type: blob.type }),
          ...(folderId ? { folderId } : {}),
          ...(comment ? { comment } : {}),
        },
        {
          signal: abort.signal,
          onUploadProgress: (loaded, total) => change(id, { loaded, total }),
          ...(request.token ? { token: request.token } : {}),
        },
      );
      request.onFile?.(file);
      return file;
    } catch (error) {
      if (abort.signal.aborted) return null;
      await host.modals.dialog({
        type: 'error',
        title: t('upload.failed', { name: source.name }),
        text: describeUploadError(error, t),
      });
      return null;
    } finally {
      const leaving = uploads.find((u) => u.id === id);
      if (leaving?.previewUrl) URL.revokeObjectURL(leaving.previewUrl);
      setUploads(uploads.filter((u) => u.id !== id));
    }
  };

  const files = await Promise.all(request.files.map(one));
  return files.filter((f): f is entities.DriveFile => f !== null);
}

/** Spec 000 section 8's upload messages: too large, inappropriate, no space; else the message, code and id. */
function describeUploadError(error: unknown, t: (key: string, params?: Record<string, string>) => string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.code === CLIENT_ERROR_CODES.tooLarge) return t('upload.tooLarge');
  if (error.id === INAPPROPRIATE_ID) return t('upload.inappropriate');
  if (error.id === NO_FREE_SPACE_ID) return t('upload.noFreeSpace');
  return t('upload.otherError', { message: error.message, code: error.code, id: error.id });
}
