import { defineEndpoint } from '../../endpoint';
import { relationListParams, relationRows } from '../../families/relation-rows';

export default defineEndpoint({
  name: 'renote-mute/list',
  requireCredential: true,
  kind: 'read:mutes',
  limit: null,
  params: relationListParams,
  handle: (params, ctx) =>
    relationRows(ctx, params, 'renote_mutings', { mine: 'muter_id', theirs: 'mutee_id' }).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      muteeId: r.otherId,
      mutee: r.other,
    })),
});
