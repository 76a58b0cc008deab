import type { EmojiRow } from '../../emojis/pack-emoji';
import { defineEndpoint } from '../endpoint';

export default defineEndpoint({
  name: 'emojis',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance } = ctx.services;
    const db = instance.db;
    const rows = db.prepare('SELECT * FROM emojis ORDER BY lower(category), lower(name)').all() as EmojiRow[];
    // Misskey's packSimple: the flags and the reaction roles only when set.
    return {
      emojis: rows.map((r) => {
        const roles = JSON.parse(r.role_ids ?? '[]') as string[];
        return {
          aliases: JSON.parse(r.aliases) as string[],
          name: r.name,
          category: r.category,
          url: ctx.services.pack.emojiUrl(r),
          ...(r.local_only ? { localOnly: true } : {}),
          ...(r.is_sensitive ? { isSensitive: true } : {}),
          ...(roles.length > 0 ? { roleIdsThatCanBeUsedThisEmojiAsReaction: roles } : {}),
        };
      }),
    };
  },
});
