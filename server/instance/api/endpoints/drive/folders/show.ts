import { folderErrors } from '../../../../drive/folder-errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** A folder with its counts and parents (the drive page's breadcrumb). */
export default defineEndpoint({
  name: 'drive/folders/show',
  requireCredential: true,
  kind: 'read:drive',
  limit: null,
  params: { type: 'object', properties: { folderId: id }, required: ['folderId'] },
  handle(params, ctx) {
    const { drive, pack } = ctx.services;
    const folder = drive.folders.of(signedIn(ctx).id, params.folderId);
    if (!folder) throw folderErrors.noSuchFolderToShow();
    return pack.folder(folder, true);
  },
});
