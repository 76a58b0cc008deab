import { defineEndpoint } from '../../endpoint';
import { relationListParams, relationRows } from '../../families/relation-rows';

export default defineEndpoint({
  name: 'mute/list',
  requireCredential: true,
  kind: 'read:mutes',
  limit: null,
  params: relationListParams,
  handle: (params, ctx) =>
    relationRows(ctx, params, 'mutings', { mine: 'muter_id', theirs: 'mutee_id' }).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      expiresAt: typeof r.row.expires_at === 'number' ? new Date(r.row.expires_at).toISOString() : null,
      muteeId: r.otherId,
      mutee: r.other,
    })),
});
