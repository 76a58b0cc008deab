import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { idList } from '../../../schema';

/** Replaces the aliases of several custom emoji; unknown ids are passed over. */
export default defineEndpoint({
  name: 'admin/emoji/set-aliases-bulk',
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
    const aliases = [...new Set(params.aliases)];
    ctx.services.customEmojis.updateMany(params.ids, () => ({ aliases }));
    return undefined;
  },
});
