import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { idList } from '../../../schema';

/** Puts several custom emoji in one category (null: none); unknown ids are passed over. */
export default defineEndpoint({
  name: 'admin/emoji/set-category-bulk',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: { ids: idList(100), category: emojiFieldProperties.category },
    required: ['ids'],
  },
  handle(params, ctx) {
    ctx.services.customEmojis.updateMany(params.ids, () => ({ category: params.category ?? null }));
    return undefined;
  },
});
