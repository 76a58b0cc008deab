import { defineEndpoint } from '../../../endpoint';
import { queueEmojiImport } from '../../../families/account-data';
import { id } from '../../../schema';

/** Adds the custom emoji of a zip in the drive (as export-custom-emojis writes it), replacing those of the same name. */
export default defineEndpoint({
  name: 'admin/emoji/import-zip',
  requireCredential: true,
  secure: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: null,
  limit: null,
  params: { type: 'object', properties: { fileId: id }, required: ['fileId'] },
  handle: (params, ctx) => queueEmojiImport(ctx, params.fileId),
});
