import { defineEndpoint } from '../../endpoint';
import { channelPaging } from '../../families/channel-params';
import { pageOf } from '../../paging';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Channels whose name (and description, unless nameOnly) hold the query, newest first; archived ones left out. */
export default defineEndpoint({
  name: 'channels/search',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 256 },
      type: { type: 'string', enum: ['nameAndDescription', 'nameOnly'], default: 'nameAndDescription' },
      ...channelPaging,
    },
    required: ['query'],
  },
  handle(params, ctx) {
    const { channels } = ctx.services;
    const where = ['is_archived = 0'];
    const values: unknown[] = [];
    if (params.query !== '') {
      const pattern = like(params.query);
      if (params.type === 'nameOnly') {
        where.push("name LIKE ? ESCAPE '\\'");
        values.push(pattern);
      } else {
        where.push("(name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')");
        values.push(pattern, pattern);
      }
    }
    const viewerId = ctx.user?.id ?? null;
    return channels
      .page(where, values, pageOf({ ...params, limit: params.limit ?? 5 }))
      .map((c) => channels.pack(c, viewerId));
  },
});
