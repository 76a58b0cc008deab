import { clientError } from '../../../errors';
import { defineEndpoint } from '../../endpoint';
import { isLocalHost } from '../../families/user-lookup';
import { pageOf, pagingProperties } from '../../paging';
import { nullableId } from '../../schema';

const unavailable = clientError('UNAVAILABLE', '0b44998d-77aa-4427-80d0-d2c9b8523011', 'Search of notes unavailable.');

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Notes whose text holds the query (without case, as Misskey's database search does), newest
 * first, as the viewer may see them; by an author, in a channel, or from a host ('.' for this
 * one). Only for roles with canSearchNotes.
 */
export default defineEndpoint({
  name: 'notes/search',
  requireCredential: false,
  kind: null,
  limit: null,
  params: {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 512 },
      ...pagingProperties,
      offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
      host: { type: 'string', maxLength: 256 },
      userId: { ...nullableId, default: null },
      channelId: { ...nullableId, default: null },
    },
    required: ['query'],
  },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    if (!instance.policiesOf(viewerId).canSearchNotes) throw unavailable();
    // This server has no remote notes: another host finds nothing.
    if (params.host && params.host !== '.' && !isLocalHost(ctx, params.host)) return [];
    const where = ["n.text LIKE ? ESCAPE '\\'"];
    const values: unknown[] = [`%${literal(params.query)}%`];
    if (params.userId) {
      where.push('n.user_id = ?');
      values.push(params.userId);
    }
    if (params.channelId) {
      where.push('n.channel_id = ?');
      values.push(params.channelId);
    }
    if (viewerId) {
      const unmuted = ctx.services.mutesAndBlocks.unmutedSql(viewerId);
      where.push(unmuted.sql);
      values.push(...unmuted.params);
    }
    return pack.notes(ctx.services.notes.page(where, values, pageOf(params), viewerId), viewerId);
  },
});
