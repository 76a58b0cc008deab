import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

export default defineEndpoint({
  name: 'drive/files/delete',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: { type: 'object', properties: { fileId: id }, required: ['fileId'] },
  handle(params, ctx) {
    const { drive } = ctx.services;
    drive.delete(drive.owned(signedIn(ctx), params.fileId));
    return undefined;
  },
});
