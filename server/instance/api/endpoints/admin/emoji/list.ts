import { defineEndpoint } from '../../../endpoint';
import { pagingProperties } from '../../../paging';

/** The server's custom emoji for their managers, newest first, found by name or alias. */
export default defineEndpoint({
  name: 'admin/emoji/list',
  requireCredential: true,
  requireRolePolicy: 'canManageCustomEmojis',
  kind: 'read:admin:emoji',
  limit: null,
  params: {
    type: 'object',
    properties: { query: { type: ['string', 'null'], maxLength: 128 }, ...pagingProperties },
  },
  handle(params, ctx) {
    const { customEmojis, pack } = ctx.services;
    return customEmojis
      .list(params.query ?? null, params.limit ?? 10, params.untilId)
      .map((row) => pack.emojiDetailed(row));
  },
});
