import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, nullableId } from '../../../schema';

/** Moves up to 100 of the caller's files into one folder (or the root) at once. */
export default defineEndpoint({
  name: 'drive/files/move-bulk',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: {
    type: 'object',
    properties: {
      fileIds: { type: 'array', uniqueItems: true, minItems: 1, maxItems: 100, items: id },
      folderId: nullableId,
    },
    required: ['fileIds'],
  },
  handle(params, ctx) {
    ctx.services.drive.moveMany(signedIn(ctx), params.fileIds, params.folderId ?? null);
    return undefined;
  },
});
