import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { nullableId, text } from '../../../schema';

export default defineEndpoint({
  name: 'drive/folders/create',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: { ...text(200), default: 'Untitled' },
      parentId: nullableId,
    },
  },
  handle(params, ctx) {
    const { drive, pack } = ctx.services;
    const user = signedIn(ctx);
    return pack.folder(drive.folders.create(user.id, params.name || 'Untitled', params.parentId ?? null));
  },
});
