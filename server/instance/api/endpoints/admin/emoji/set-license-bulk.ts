import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { idList } from '../../../schema';

/** Gives several custom emoji one license (null: none); unknown ids are passed over. */
export default defineEndpoint({
  name: 'admin/emoji/set-license-bulk',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: { ids: idList(100), license: emojiFieldProperties.license },
    required: ['ids'],
  },
  handle(params, ctx) {
    ctx.services.customEmojis.updateMany(params.ids, () => ({ license: params.license ?? null }));
    return undefined;
  },
});
