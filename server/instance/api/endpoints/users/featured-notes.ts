import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** A user's notes most reacted to lately, newest first (the profile's highlights). */
export default defineEndpoint({
  name: 'users/featured-notes',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, untilId: id, userId: id },
    required: ['userId'],
  },
  handle(params, ctx) {
    const { notes, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    const rows = notes.featuredOf(params.userId, viewerId, { limit: params.limit ?? 10, untilId: params.untilId });
    return pack.notes(rows, viewerId);
  },
});
