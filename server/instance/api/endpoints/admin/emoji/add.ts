import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { id } from '../../../schema';

/** Adds a custom emoji from a drive file. */
export default defineEndpoint({
  name: 'admin/emoji/add',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: {
      name: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', maxLength: 128 },
      fileId: id,
      ...emojiFieldProperties,
    },
    required: ['name', 'fileId'],
  },
  handle(params, ctx) {
    const { customEmojis, pack } = ctx.services;
    const { name, fileId, ...change } = params;
    return pack.emojiDetailed(customEmojis.add(name, fileId, change));
  },
});
