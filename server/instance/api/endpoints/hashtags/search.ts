import { defineEndpoint } from '../../endpoint';

/**
 * The hashtags that start with a text, most used first. Misskey sets no bound on the query; a
 * hashtag here is at most 128 characters, so a longer query finds none and is refused.
 */
export default defineEndpoint({
  name: 'hashtags/search',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      query: { type: 'string', maxLength: 128 },
      offset: { type: 'integer', default: 0 },
    },
    required: ['query'],
  },
  handle(params, ctx) {
    return ctx.services.explore.searchHashtags({
      prefix: params.query,
      limit: params.limit ?? 10,
      offset: Math.max(0, params.offset ?? 0),
    });
  },
});
