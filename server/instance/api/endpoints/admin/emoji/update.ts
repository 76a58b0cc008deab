import { emojiErrors } from '../../../../emojis/emoji-errors';
import { defineEndpoint } from '../../../endpoint';
import { emojiFieldProperties } from '../../../families/custom-emoji';
import { id } from '../../../schema';

/** Changes a custom emoji, found by its id (then renamed when a name is given) or its name. */
export default defineEndpoint({
  name: 'admin/emoji/update',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'write:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: {
      id,
      name: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', maxLength: 128 },
      fileId: id,
      ...emojiFieldProperties,
    },
    anyOf: [{ required: ['id'] }, { required: ['name'] }],
  },
  handle(params, ctx) {
    const { customEmojis } = ctx.services;
    const { id: emojiId, name, ...change } = params;
    const row = emojiId ? customEmojis.byId(emojiId) : name ? customEmojis.byName(name) : undefined;
    if (!row) throw emojiErrors.update.noSuchEmoji();
    // Found by its id, the name given is its new name, as on Misskey.
    customEmojis.update(row, emojiId && name ? { ...change, name } : change);
    return undefined;
  },
});
