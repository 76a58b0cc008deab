import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id, nullableId, text } from '../../../schema';

/** Renames a folder or moves it into another (never into itself or below itself). */
export default defineEndpoint({
  name: 'drive/folders/update',
  requireCredential: true,
  kind: 'write:drive',
  limit: null,
  params: {
    type: 'object',
    properties: { folderId: id, name: text(200), parentId: nullableId },
    required: ['folderId'],
  },
  handle(params, ctx) {
    const { drive, pack } = ctx.services;
    const user = signedIn(ctx);
    return pack.folder(
      drive.folders.update(user.id, params.folderId, {
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.parentId !== undefined ? { parentId: params.parentId } : {}),
      }),
    );
  },
});
