import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { idList } from '../../../schema';

/** Adds aliases to several custom emoji (each kept once); unknown ids are passed over. */
export default defineEndpoint({
  name: 'admin/emoji/add-aliases-bulk',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: { ids: idList(100), aliases: emojiFieldProperties.aliases },
    required: ['ids', 'aliases'],
  },
  handle(params, ctx) {
    ctx.services.customEmojis.updateMany(params.ids, (current) => ({
      aliases: [...new Set([...current.aliases, ...params.aliases])],
    }));
    return undefined;
  },
});
