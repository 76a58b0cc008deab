import { defineEndpoint } from '../../endpoint';
import { relationListParams, relationRows } from '../../families/relation-rows';

export default defineEndpoint({
  name: 'blocking/list',
  requireCredential: true,
  kind: 'read:blocks',
  limit: null,
  params: relationListParams,
  handle: (params, ctx) =>
    relationRows(ctx, params, 'blockings', { mine: 'blocker_id', theirs: 'blockee_id' }).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      blockeeId: r.otherId,
      blockee: r.other,
    })),
});
