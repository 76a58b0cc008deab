import { defineEndpoint } from '../../../endpoint';
import { idList } from '../../../schema';

/** Deletes several custom emoji (unknown ids are passed over). */
export default defineEndpoint({
  name: 'admin/emoji/delete-bulk',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: { type: 'object', properties: { ids: idList(100) }, required: ['ids'] },
  handle(params, ctx) {
    const { customEmojis } = ctx.services;
    customEmojis.delete(params.ids.flatMap((emojiId) => customEmojis.byId(emojiId) ?? []));
    return undefined;
  },
});
