import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes an empty folder. */
export default defineEndpoint({
  name: 'drive/folders/delete',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: { type: 'object', properties: { folderId: id }, required: ['folderId'] },
  handle(params, ctx) {
    ctx.services.drive.folders.delete(signedIn(ctx).id, params.folderId);
    return undefined;
  },
});
