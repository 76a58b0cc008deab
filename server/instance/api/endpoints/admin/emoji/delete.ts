import { emojiErrors } from '../../../../emojis/emoji-errors';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Deletes a custom emoji. */
export default defineEndpoint({
  name: 'admin/emoji/delete',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: { type: 'object', properties: { id }, required: ['id'] },
  handle(params, ctx) {
    const { customEmojis } = ctx.services;
    const row = customEmojis.byId(params.id);
    if (!row) throw emojiErrors.delete.noSuchEmoji();
    customEmojis.delete([row]);
    return undefined;
  },
});
