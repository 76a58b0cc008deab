import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';

const tag = { type: 'string', minLength: 1, maxLength: 128 } as const;

export default defineEndpoint({
  name: 'notes/search-by-tag',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      tag,
      /** Groups of tags: a note matches when it has every tag of any one group. */
      query: { type: 'array', maxItems: 16, items: { type: 'array', maxItems: 16, items: tag } },
      ...pagingProperties,
    },
    anyOf: [{ required: ['tag'] }, { required: ['query'] }],
  },
  handle(params, ctx) {
    const { pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const groups = params.tag !== undefined ? [[params.tag]] : (params.query ?? []);
    return pack.notes(ctx.services.notes.withTags(groups, viewerId, pageOf(params)), viewerId);
  },
});
