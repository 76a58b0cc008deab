import { defineEndpoint } from '../../endpoint';
import { pageOf, pagingProperties } from '../../paging';
import { text } from '../../schema';

/** Public Plays whose title or summary has the words, newest first. */
export default defineEndpoint({
  name: 'flash/search',
  requireCredential: false,
  kind: null,
  limit: null,
  params: { type: 'object', properties: { query: text(256), ...pagingProperties }, required: ['query'] },
  handle(params, ctx) {
    const { flashes } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const pattern = `%${params.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return flashes
      .page(
        ["visibility = 'public'", "(title LIKE ? ESCAPE '\\' OR summary LIKE ? ESCAPE '\\')"],
        [pattern, pattern],
        pageOf(params),
      )
      .map((f) => flashes.pack(f, viewerId));
  },
});
