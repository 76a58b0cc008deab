import type { EmojiGridQuery } from '../../../../../emojis/custom-emojis';
import { defineEndpoint } from '../../../../endpoint';

// Misskey sets no bounds on these; this server's rule is that every parameter has one.
const text = { type: 'string', maxLength: 1024 } as const;
// Misskey's sort keys, each a column of EMOJI_SORT_COLUMNS either way.
const SORT_KEYS = [
  '+id',
  '-id',
  '+updatedAt',
  '-updatedAt',
  '+name',
  '-name',
  '+host',
  '-host',
  '+uri',
  '-uri',
  '+publicUrl',
  '-publicUrl',
  '+type',
  '-type',
  '+aliases',
  '-aliases',
  '+category',
  '-category',
  '+license',
  '-license',
  '+isSensitive',
  '-isSensitive',
  '+localOnly',
  '-localOnly',
  '+roleIdsThatCanBeUsedThisEmojiAsReaction',
  '-roleIdsThatCanBeUsedThisEmojiAsReaction',
] as const;

/**
 * The emoji grid's page of custom emoji (Misskey's v2/admin/emoji/list): filtered by any column,
 * ordered by several, a numbered page at a time, with how many match in all.
 */
export default defineEndpoint({
  name: 'v2/admin/emoji/list',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'read:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: {
      query: {
        type: ['object', 'null'],
        properties: {
          updatedAtFrom: text,
          updatedAtTo: text,
          name: text,
          host: text,
          uri: text,
          publicUrl: text,
          originalUrl: text,
          type: text,
          aliases: text,
          category: text,
          license: text,
          isSensitive: { type: 'boolean' },
          localOnly: { type: 'boolean' },
          hostType: { type: 'string', enum: ['local', 'remote', 'all'] },
          roleIds: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 64 } },
        },
      },
      sinceId: { type: 'string', maxLength: 64 },
      untilId: { type: 'string', maxLength: 64 },
      sinceDate: { type: 'integer' },
      untilDate: { type: 'integer' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      page: { type: 'integer' },
      sortKeys: { type: 'array', maxItems: SORT_KEYS.length, items: { type: 'string', enum: SORT_KEYS } },
    },
  },
  handle(params, ctx) {
    const { customEmojis, pack, roles } = ctx.services;
    const limit = params.limit ?? 10;
    const { rows, allCount } = customEmojis.search((params.query ?? {}) as EmojiGridQuery, {
      limit,
      page: params.page ?? 1,
      sortKeys: params.sortKeys ?? ['-id'],
      ...(params.sinceId ? { sinceId: params.sinceId } : {}),
      ...(params.untilId ? { untilId: params.untilId } : {}),
    });
    return {
      emojis: rows.map((row) => pack.emojiDetailedAdmin(row, (id) => roles.byId(id)?.name)),
      count: rows.length,
      allCount,
      allPages: Math.ceil(allCount / limit),
    };
  },
});
