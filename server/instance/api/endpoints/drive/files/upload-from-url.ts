import { apiErrors } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { HOUR } from '../../../rate-limit';
import { nullableId, nullableText, url } from '../../../schema';

/** How long a URL upload may take. */
const URL_UPLOAD_TIMEOUT_MS = 30_000;

export default defineEndpoint({
  name: 'drive/files/upload-from-url',
  requireCredential: true,
  kind: 'write:drive',
  prohibitMoved: true,
  limit: { duration: HOUR, max: 60 },
  params: {
    type: 'object',
    properties: {
      url,
      folderId: nullableId,
      isSensitive: { type: 'boolean', default: false },
      comment: { type: ['string', 'null'], maxLength: 512 },
      marker: nullableText(256),
      force: { type: 'boolean', default: false },
    },
    required: ['url'],
  },
  handle(params, ctx) {
    const { instance, drive, addresses, pack } = ctx.services;
    const user = signedIn(ctx);
    let url: URL;
    try {
      url = new URL(params.url);
    } catch {
      throw apiErrors.invalidParam({ param: 'url', reason: 'not a URL' });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw apiErrors.invalidParam({ param: 'url', reason: 'only http and https URLs can be uploaded from' });
    }
    // An address known to be private is refused at once; names are checked when they resolve.
    if (addresses.refusesLiteral(url)) {
      throw apiErrors.invalidParam({ param: 'url', reason: 'a private or loopback address' });
    }
    // Like Misskey, answer at once; the file arrives later on the main stream with the marker.
    void (async () => {
      try {
        const { data, type, finalUrl } = await addresses.fetch(url, {
          maxBytes: drive.maxFileSize(user.id),
          timeoutMs: URL_UPLOAD_TIMEOUT_MS,
        });
        const row = await drive.add(user, {
          data,
          name: decodeURIComponent(finalUrl.pathname.split('/').pop() || 'file').slice(0, 256),
          type: type ?? 'application/octet-stream',
          comment: params.comment ?? null,
          isSensitive: params.isSensitive ?? false,
          force: params.force ?? false,
        });
        instance.events.emit('mainEvent', user.id, 'urlUploadFinished', {
          marker: params.marker ?? null,
          file: pack.driveFile(row),
        });
      } catch {
        // A failed URL upload has no one to answer to; Misskey drops it the same way.
      }
    })();
    return undefined;
  },
});
